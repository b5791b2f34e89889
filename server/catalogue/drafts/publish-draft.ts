import { eq, sql } from 'drizzle-orm';
import type { CatalogueVersion } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { catalogueChanges, catalogueVersions } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { catalogueProblems, catalogueWarnings, type LocalizedProblem } from './catalogue-check';
import type { Deps } from '../../deps';
import { copyMarkProblems } from './catalogue-copy-marks';
import { readsOneMoment } from '../../db/snapshot';
import { refuseFailingTestSchools, testSchoolProblems } from '../../schools';
import { assertMayApprove } from '../approval/catalogue-approval-guard';
import { openCycles } from '../../cycle';
import { newestPublished, loadVersion, loadDraftForEdit } from './catalogue-drafts';

// The end of a draft: its check, its publication (a new catalogue version) or its discarding.

/** Every problem that stops a version from being published, then the warnings that do not, in the reader's language. */
export const checkVersion = readsOneMoment(async function checkVersion(deps: Pick<Deps, 'db' | 'catalogues'>, version: string, lang: 'en' | 'hi'): Promise<LocalizedProblem[]> {
  const row = await loadVersion(deps.db, version);
  const c = row.content as CatalogueVersion;
  const tests = row.status === 'draft' ? await testSchoolProblems(deps, version, c, lang) : [];
  return [
    ...catalogueProblems(c, lang),
    ...copyMarkProblems(c, lang),
    ...tests.filter((p) => p.kind !== 'warning'),
    ...catalogueWarnings(c, lang),
    ...tests.filter((p) => p.kind === 'warning'),
  ];
});

/**
 * Publishes a draft: refused while it is based on a published version older than the newest (it
 * must be rebased first) and while the check finds problems; then frozen, dated and served at
 * once by this server (other server processes pick it up on their next refresh).
 */
export async function publishDraft(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, version: string, lang: 'en' | 'hi', sentAt?: string) {
  const { content, open } = await deps.db.transaction(async (tx) => {
    // One publish at a time, so two drafts on the same base cannot both pass the newest check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const row = await loadVersion(tx, version, true);
    // Issue 27: a second officer approves what the author sent, before the checks below.
    await assertMayApprove(tx, user, row, sentAt);
    // Published over a newer version, the draft would bring back what that version changed.
    const newest = await newestPublished(tx);
    if (newest && row.basedOn !== newest) throw conflict('catalogueDraftBaseStale', [{ field: 'basedOn', problem: 'notNewest', basedOn: row.basedOn, newest }]);
    const c = structuredClone(row.content) as CatalogueVersion;
    c.status = 'published';
    c.publishedOn = deps.now().toISOString().slice(0, 10);
    const problems = [...catalogueProblems(c, lang), ...copyMarkProblems(c, lang)];
    if (problems.length)
      throw badRequest(
        problems.slice(0, 100).map((p) => ({ field: p.path, problem: 'catalogue', message: p.message })),
        'cataloguePublishProblems',
      );
    await refuseFailingTestSchools({ db: tx, catalogues: deps.catalogues }, version, c, lang);
    await tx
      .update(catalogueVersions)
      .set({ status: 'published', content: c, publishedBy: user.userId, publishedAt: deps.now(), approvedBy: user.userId, approvedAt: deps.now() })
      .where(eq(catalogueVersions.version, version));
    await tx.insert(catalogueChanges).values({
      version,
      target: 'version',
      action: 'publish',
      before: null,
      after: { publishedOn: c.publishedOn, orderNumber: row.orderNumber },
      userId: user.userId,
      createdAt: deps.now(),
    });
    return { content: c, open: await openCycles(tx, deps.now()) };
  });
  deps.catalogues.add(content);
  // The cycles schools are answering now keep their version (freeze windows).
  return { version, publishedOn: content.publishedOn, openCycles: open };
}

/** Discards a draft; its number is not given again, and its audit stays. */
export async function discardDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string) {
  await deps.db.transaction(async (tx) => {
    await loadDraftForEdit(tx, version);
    await tx.update(catalogueVersions).set({ status: 'discarded' }).where(eq(catalogueVersions.version, version));
    await tx.insert(catalogueChanges).values({ version, target: 'version', action: 'discard', before: null, after: null, userId: user.userId, createdAt: deps.now() });
  });
  return { version };
}