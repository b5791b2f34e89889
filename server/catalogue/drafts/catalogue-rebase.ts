import { eq, sql } from 'drizzle-orm';
import { rebaseCatalogue, rebaseConflicts, type CatalogueVersion, type RebaseChoice } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { validateDraft } from '../store/meta-schema';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueVersions } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { assertDraft, loadVersion, newestPublished, loadDraftForEdit } from './catalogue-drafts';
import type { Deps } from '../../deps';
import { readsOneMoment } from '../../db/snapshot';

/** The published version a draft was started from; null when it is not in this database (an imported file's). */
async function baseOf(db: Db, basedOn: string | null): Promise<CatalogueVersion | null> {
  if (!basedOn) return null;
  const [row] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.version, basedOn));
  return row && row.status === 'published' ? (row.content as CatalogueVersion) : null;
}

/**
 * What rebasing a draft onto the newest published version would do: the parts changed both in the
 * draft and in that version (each side by side, to choose), and how many parts come from it unasked.
 */
export const rebasePreview = readsOneMoment(async function rebasePreview(deps: Pick<Deps, 'db'>, version: string) {
  const row = await loadVersion(deps.db, version);
  assertDraft(row);
  const newest = await newestPublished(deps.db);
  if (!newest || newest === row.basedOn) return { basedOn: row.basedOn, newest, conflicts: [], fromNewest: 0 };
  const base = await baseOf(deps.db, row.basedOn);
  const draft = row.content as CatalogueVersion;
  const next = (await loadVersion(deps.db, newest)).content as CatalogueVersion;
  const conflicts = rebaseConflicts(base, draft, next);
  const { changed } = rebaseCatalogue(base, draft, next, {});
  return { basedOn: row.basedOn, newest, conflicts, fromNewest: changed.length };
});

/**
 * Rebases a draft onto the newest published version: what only that version changed comes in,
 * what only the draft changed stays, and each part changed in both takes the side chosen (all must
 * be chosen). Refused (409) when a newer version was published since the preview. Audited per part.
 */
export async function rebaseDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { onto: string; choices: { target: string; take: RebaseChoice }[] }) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const row = await loadDraftForEdit(tx, version);
    const newest = await newestPublished(tx);
    if (!newest || newest !== input.onto) throw conflict('catalogueDraftBaseStale', [{ field: 'onto', problem: 'notNewest', basedOn: row.basedOn, newest }]);
    const choices = Object.fromEntries(input.choices.map((c) => [c.target, c.take]));
    const base = await baseOf(tx, row.basedOn);
    const next = (await loadVersion(tx, newest)).content as CatalogueVersion;
    const { catalogue, unresolved, changed } = rebaseCatalogue(base, row.content as CatalogueVersion, next, choices);
    if (unresolved.length)
      throw badRequest(
        unresolved.map((target) => ({ field: target, problem: 'choiceMissing' })),
        'catalogueRebaseChoices',
      );
    const shape = validateDraft(catalogue);
    if (shape.length) throw badRequest(shape.slice(0, 20).map((message) => ({ field: 'catalogue', problem: 'format', message })));
    await tx.update(catalogueVersions).set({ content: catalogue, basedOn: newest }).where(eq(catalogueVersions.version, version));
    const at = deps.now();
    for (const x of changed) {
      await tx.insert(catalogueChanges).values({ version, target: x.target, action: 'rebase', before: x.before, after: x.after, userId: user.userId, createdAt: at });
    }
    await tx
      .insert(catalogueChanges)
      .values({ version, target: 'version', action: 'rebaseOnto', before: { basedOn: row.basedOn }, after: { basedOn: newest }, userId: user.userId, createdAt: at });
    return { version, basedOn: newest, changed: changed.length };
  });
}
