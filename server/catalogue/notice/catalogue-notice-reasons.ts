import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user';
import { catalogueNoticeReasons, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { assertDraft, loadVersion, personName } from '../drafts/catalogue-drafts';
import { noticeChanges, noticeTargets, type NoticeReason } from './catalogue-notice';
import type { Deps } from '../../deps';
import { checkBase, nextStamp, type Base } from '../../db/revision';

/** A reason for one item of a draft's change notice, as the editor sends it. */
export interface NoticeReasonInput {
  /** The item: question:Q012, or grading. */
  target: string;
  en: string;
  hi: string;
  /** The reason's `updatedAt` as the editor read it; null when it read none. Send the `at` of a 409 to write over it. */
  base: Base;
}

/** A saved reason, with the item it belongs to. */
export interface SavedNoticeReason extends NoticeReason {
  target: string;
}

/**
 * Saves the reason schools read for one item of a draft's change notice. Refused once the version
 * is published (409 catalogueVersionPublished), for an item the notice no longer has (400), and
 * when someone saved this item's reason since the editor read it (409 recordChanged, who and when):
 * two officers writing the same reason never lose one another's words silently.
 */
export async function saveNoticeReason(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: NoticeReasonInput): Promise<SavedNoticeReason> {
  return deps.db.transaction(async (tx) => {
    // The version's row lock orders reason saves with publishing and with each other (first saves of one item included).
    const row = await loadVersion(tx, version, true);
    assertDraft(row);
    const targets = noticeTargets(await noticeChanges(tx, row, 'en'));
    if (!targets.has(input.target)) throw badRequest([{ field: 'target', problem: 'notInNotice' }], 'noticeReasonTargetUnknown');
    const where = and(eq(catalogueNoticeReasons.version, version), eq(catalogueNoticeReasons.target, input.target));
    const [current] = await tx.select().from(catalogueNoticeReasons).where(where).for('update');
    await checkBase(tx, input.base, current ? { updatedAt: current.updatedAt, updatedBy: current.updatedBy } : null);
    const at = nextStamp(deps.now(), current?.updatedAt);
    const values = { reasonEn: input.en.trim(), reasonHi: input.hi.trim(), updatedBy: user.userId, updatedAt: at };
    if (current) await tx.update(catalogueNoticeReasons).set(values).where(where);
    else await tx.insert(catalogueNoticeReasons).values({ version, target: input.target, ...values });
    const [who] = await tx.select({ name: personName }).from(users).where(eq(users.id, user.userId));
    return { target: input.target, en: values.reasonEn, hi: values.reasonHi, updatedAt: at.toISOString(), updatedBy: who?.name ?? null };
  });
}
