import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueVersions } from '../../db/schema';
import { baseOf } from './catalogue-notice';
import { rootOf } from '../../db/snapshot';

/** Per database: a process may serve several (the tests do); a published version never changes, nor does a base it names. */
const kept = new WeakMap<Db, Map<string, boolean>>();

/** A version's row without its content (the whole catalogue), but with the base the content names. */
async function versionRow(db: Db, version: string) {
  const [row] = await db
    .select({ version: catalogueVersions.version, status: catalogueVersions.status, basedOn: catalogueVersions.basedOn, named: sql<string | null>`${catalogueVersions.content}->>'basedOn'` })
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.version, version), ne(catalogueVersions.status, 'discarded')));
  return row ?? null;
}

/**
 * Whether a version's change notice is worth a link for everyone (the condition the link has
 * always had: published, and based on a version that is there). A form or report card carries it,
 * so a page shows the link without asking for the whole notice, a catalogue diff built per call,
 * and without waiting one more round trip before its first draw.
 */
export async function changeNoticeShown(db: Db, version: string): Promise<boolean> {
  // Inside a snapshot (the form's opening) `db` is its transaction: kept under the database it reads.
  const root = rootOf(db);
  let versions = kept.get(root);
  if (!versions) kept.set(root, (versions = new Map()));
  const known = versions.get(version);
  if (known !== undefined) return known;
  const row = await versionRow(db, version);
  // A draft's notice is for its editors, not a link on a school's pages; it is asked again once published.
  if (!row || row.status !== 'published') return false;
  const named = row.basedOn ?? row.named;
  const base = named ?? (await baseOf(db, { version: row.version, basedOn: null, content: {} }));
  const shown = !!base && !!(await versionRow(db, base));
  // A base inferred as "the newest published before it" may change when an older draft is
  // published later; only a named base is kept.
  if (named) versions.set(version, shown);
  return shown;
}
