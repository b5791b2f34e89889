import { eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueVersion } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { validateDraft } from '../store/meta-schema';
import { catalogueChanges, catalogueVersions, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { catalogueProblems } from './catalogue-check';
import type { Deps } from '../../deps';
import { readsOneMoment } from '../../db/snapshot';
import { personName, nextVersion, newestPublished, loadVersion, usedQuestionIds, nextId } from './catalogue-drafts';

// A new draft, from a published version or from a catalogue file, and reading one version.

/** Starts a draft from a published version: the next version number, a copy of its content, and which published version is the newest. */
export async function startDraft(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, from: string) {
  return deps.db.transaction(async (tx) => {
    // One draft number at a time, whichever server process starts it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const source = await loadVersion(tx, from);
    if (source.status !== 'published') throw badRequest([{ field: 'from', problem: 'notPublished' }], 'catalogueVersionUnknown');
    const version = await nextVersion(tx);
    const { publishedOn: _p, ...rest } = source.content as CatalogueVersion;
    void _p;
    const content: CatalogueVersion = { ...rest, version, status: 'draft', basedOn: from };
    await tx.insert(catalogueVersions).values({ version, status: 'draft', content, basedOn: from, origin: 'draft', createdBy: user.userId, createdAt: deps.now() });
    await tx.insert(catalogueChanges).values({ version, target: 'version', action: 'create', before: null, after: { basedOn: from }, userId: user.userId, createdAt: deps.now() });
    // Said at once: a draft from an older version must take the newer one's changes before it is published.
    return { version, basedOn: from, newestPublished: await newestPublished(tx) };
  });
}

/** Starts a draft from an uploaded catalogue file; a file with problems is refused whole, listing them. */
export async function importDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, file: unknown, lang: 'en' | 'hi') {
  const shape = validateDraft({ ...(file as object), status: 'draft' });
  if (shape.length)
    throw badRequest(
      shape.slice(0, 50).map((message) => ({ field: 'catalogue', problem: 'format', message })),
      'catalogueImportProblems',
    );
  const incoming = file as CatalogueVersion;
  // Missing Hindi is a draft's to-do, not a reason to refuse the file.
  const problems = catalogueProblems({ ...incoming, status: 'draft' }, lang).filter((p) => p.kind !== 'hindi');
  if (problems.length)
    throw badRequest(
      problems.slice(0, 50).map((p) => ({ field: p.path, problem: 'catalogue', message: p.message })),
      'catalogueImportProblems',
    );
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const version = await nextVersion(tx);
    const content: CatalogueVersion = { ...incoming, version, status: 'draft', basedOn: incoming.basedOn ?? incoming.version };
    delete content.publishedOn;
    await tx
      .insert(catalogueVersions)
      .values({ version, status: 'draft', content, basedOn: content.basedOn ?? null, origin: 'import', createdBy: user.userId, createdAt: deps.now() });
    await tx
      .insert(catalogueChanges)
      .values({ version, target: 'version', action: 'import', before: null, after: { fileVersion: incoming.version }, userId: user.userId, createdAt: deps.now() });
    return { version };
  });
}

/** Hindi texts still empty or left in English, per domain: the to-do count the editor shows. */
export function missingHindi(c: CatalogueVersion): Record<string, number> {
  const count = (v: unknown): number => {
    if (Array.isArray(v)) return v.reduce((s: number, x) => s + count(x), 0);
    if (!v || typeof v !== 'object') return 0;
    const o = v as Record<string, unknown>;
    if (typeof o.en === 'string' && 'hi' in o) return !String(o.hi).trim() || o.hi === o.en ? 1 : 0;
    return Object.values(o).reduce((s: number, x) => s + count(x), 0);
  };
  return Object.fromEntries(c.domains.map((d) => [d.id, count(d)]));
}

/** A version as the editor opens it: its content, the revision of each part, the Hindi to do. */
export const getVersion = readsOneMoment(async function getVersion(deps: Pick<Deps, 'db'>, version: string) {
  const row = await loadVersion(deps.db, version);
  const revisions = await deps.db
    .select({ target: catalogueChanges.target, id: sql<number>`max(${catalogueChanges.id})`.mapWith(Number) })
    .from(catalogueChanges)
    .where(eq(catalogueChanges.version, version))
    .groupBy(catalogueChanges.target);
  const people = await deps.db
    .select({ id: users.id, name: personName })
    .from(users)
    .where(inArray(users.id, [row.createdBy ?? -1, row.publishedBy ?? -1]));
  const nameOf = (id: number | null) => people.find((p) => p.id === id)?.name ?? null;
  const content = row.content as CatalogueVersion;
  return {
    version: row.version,
    status: row.status as 'draft' | 'published',
    basedOn: row.basedOn,
    origin: row.origin,
    createdBy: nameOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    publishedBy: nameOf(row.publishedBy),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    catalogue: content,
    newestPublished: await newestPublished(deps.db),
    revisions: Object.fromEntries(revisions.map((r) => [r.target, r.id])) as Record<string, number>,
    missingHindi: missingHindi(content),
    nextQuestionId: nextId(await usedQuestionIds(deps.db), 'Q', 3),
  };
});