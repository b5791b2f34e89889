import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueChanges, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { readsOneMoment } from '../../db/snapshot';
import { personName, loadVersion } from './catalogue-drafts';

// Who changed what in a version, newest first.

/** The recorded changes of catalogue versions, each with who made it (filter and order them). */
export function changesWithAuthors(db: Db) {
  return db
    .select({
      id: catalogueChanges.id,
      target: catalogueChanges.target,
      action: catalogueChanges.action,
      before: catalogueChanges.before,
      after: catalogueChanges.after,
      at: catalogueChanges.createdAt,
      by: personName,
    })
    .from(catalogueChanges)
    .leftJoin(users, eq(users.id, catalogueChanges.userId))
    .$dynamic();
}

/** The audit of a version, newest first; of one part when `target` is given. */
export const versionHistory = readsOneMoment(async function versionHistory(deps: Pick<Deps, 'db'>, version: string, target?: string) {
  await loadVersion(deps.db, version);
  const rows = await changesWithAuthors(deps.db)
    .where(target ? and(eq(catalogueChanges.version, version), eq(catalogueChanges.target, target)) : eq(catalogueChanges.version, version))
    .orderBy(desc(catalogueChanges.id))
    .limit(500);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
});