import { eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueVersion } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { PRIV } from '../../auth/privileges';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueVersions, users } from '../../db/schema';
import { readsOneMoment } from '../../db/snapshot';
import { badRequest, conflict } from '../../http/errors';
import { assertMayApprove, authorsOf, awaitingApproval, nameOf } from './catalogue-approval-guard';
import { catalogueProblems } from '../drafts/catalogue-check';
import { copyMarkProblems } from '../drafts/catalogue-copy-marks';
import { assertDraft, loadVersion, newestPublished } from '../drafts/catalogue-drafts';
import { refuseFailingTestSchools } from '../../schools';
import type { Deps } from '../../deps';

type Row = typeof catalogueVersions.$inferSelect;

export interface SendForApprovalInput {
  reason: string;
  orderNumber: string;
  /** The office order's date, YYYY-MM-DD. */
  orderDate?: string;
}

/** A real calendar day: the schema's pattern lets 2027-02-31 through, which PostgreSQL would refuse with a 500. */
function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** Where a version stands in its approval. */
function approvalState(row: Row): 'published' | 'awaitingApproval' | 'returned' | 'editing' {
  if (row.status === 'published') return 'published';
  if (awaitingApproval(row)) return 'awaitingApproval';
  return row.returnedAt ? 'returned' : 'editing';
}

/** Who sent, sent back and approved a version, why and when: the same in the editor and the versions list. */
function approvalRecord(row: Row, name: (id: number | null) => string | null) {
  return {
    reason: row.approvalReason,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    sentBy: name(row.sentForApprovalBy),
    sentAt: row.sentForApprovalAt?.toISOString() ?? null,
    returnedBy: name(row.returnedBy),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    approvedBy: name(row.approvedBy),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** A draft's approval as the versions list and the editor show it, for the person asking. */
export async function approvalView(db: Db, row: Row, user?: CurrentUser) {
  const authors = await authorsOf(db, row);
  const people = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, [...authors, row.sentForApprovalBy ?? -1, row.returnedBy ?? -1, row.approvedBy ?? -1]));
  const name = (id: number | null) => people.find((p) => p.id === id)?.name ?? null;
  const state = approvalState(row);
  const youWrote = user ? authors.has(user.userId) : false;
  return {
    version: row.version,
    state,
    authors: [...authors].map(name).filter((n): n is string => n !== null),
    ...approvalRecord(row, name),
    returnComment: row.returnComment,
    youWrote,
    /** The caller may approve (publish) or send back: privilege 61, not an author, and the draft awaits approval. */
    mayApprove: Boolean(user && user.privileges.has(PRIV.catalogueApprove) && !youWrote && state === 'awaitingApproval'),
  };
}

/** `GET /v1/catalogue/versions/{version}/approval`: where the draft's approval stands, for the caller. */
export const getApproval = readsOneMoment(async function getApproval(deps: Pick<Deps, 'db'>, user: CurrentUser, version: string) {
  return approvalView(deps.db, await loadVersion(deps.db, version), user);
});

/**
 * Sends a draft for approval with the reason and the office order: refused while it has problems
 * that would stop publishing (and while it was started from an older version than the newest, since
 * the rebase is an edit), or when it is already awaiting approval. From then on nobody edits it.
 */
export async function sendForApproval(deps: Pick<Deps, 'db' | 'now' | 'catalogues'>, user: CurrentUser, version: string, input: SendForApprovalInput, lang: 'en' | 'hi') {
  const reason = input.reason.trim();
  const orderNumber = input.orderNumber.trim();
  if (!reason) throw badRequest([{ field: 'reason', problem: 'required' }], 'catalogueApprovalReason');
  if (!orderNumber) throw badRequest([{ field: 'orderNumber', problem: 'required' }], 'catalogueOrderNumber');
  if (input.orderDate && !isCalendarDay(input.orderDate)) throw badRequest([{ field: 'orderDate', problem: 'notADay' }], 'catalogueOrderDate');
  return deps.db.transaction(async (tx) => {
    const row = await loadVersion(tx, version, true);
    assertDraft(row);
    if (awaitingApproval(row))
      throw conflict('catalogueAwaitingApproval', [
        { field: 'version', problem: 'awaitingApproval', by: await nameOf(tx, row.sentForApprovalBy), at: row.sentForApprovalAt!.toISOString() },
      ]);
    const newest = await newestPublished(tx);
    if (newest && row.basedOn !== newest) throw conflict('catalogueDraftBaseStale', [{ field: 'basedOn', problem: 'notNewest', basedOn: row.basedOn, newest }]);
    const c = { ...(row.content as CatalogueVersion), status: 'published' as const, publishedOn: deps.now().toISOString().slice(0, 10) };
    const problems = [...catalogueProblems(c, lang), ...copyMarkProblems(c, lang)];
    if (problems.length)
      throw conflict(
        'catalogueApprovalProblems',
        problems.slice(0, 100).map((p) => ({ field: p.path, problem: 'catalogue', message: p.message })),
      );
    // The approver is not handed a draft they could not publish: a failing test school is accepted (or fixed) first.
    await refuseFailingTestSchools({ db: tx, catalogues: deps.catalogues }, version, c, lang);
    const at = deps.now();
    const orderDate = input.orderDate ?? null;
    const [sent] = await tx
      .update(catalogueVersions)
      .set({ approvalReason: reason, orderNumber, orderDate, sentForApprovalBy: user.userId, sentForApprovalAt: at, returnedBy: null, returnedAt: null, returnComment: null })
      .where(eq(catalogueVersions.version, version))
      .returning();
    await tx
      .insert(catalogueChanges)
      .values({ version, target: 'version', action: 'sendForApproval', before: null, after: { reason, orderNumber, orderDate }, userId: user.userId, createdAt: at });
    return approvalView(tx, sent, user);
  });
}

/** The approval pre-check of `POST …/publish`, so an author hears "another officer must approve" before any other refusal. */
export const checkMayApprove = readsOneMoment(async function checkMayApprove(deps: Pick<Deps, 'db'>, user: CurrentUser, version: string, sentAt?: string) {
  await assertMayApprove(deps.db, user, await loadVersion(deps.db, version), sentAt);
});

/** Sends a draft back to its author with a comment: it can be edited and sent again. */
export async function returnDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { comment: string; sentAt?: string }) {
  const comment = input.comment.trim();
  if (!comment) throw badRequest([{ field: 'comment', problem: 'required' }], 'catalogueReturnComment');
  return deps.db.transaction(async (tx) => {
    const row = await loadVersion(tx, version, true);
    await assertMayApprove(tx, user, row, input.sentAt);
    const at = deps.now();
    const [returned] = await tx
      .update(catalogueVersions)
      .set({ returnedBy: user.userId, returnedAt: at, returnComment: comment })
      .where(eq(catalogueVersions.version, version))
      .returning();
    await tx.insert(catalogueChanges).values({ version, target: 'version', action: 'return', before: null, after: { comment }, userId: user.userId, createdAt: at });
    return approvalView(tx, returned, user);
  });
}

/** The names of everyone a list of versions mentions (who wrote, sent, sent back, approved), by id. */
export async function approvalPeople(db: Db, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => [r.createdBy, r.sentForApprovalBy, r.returnedBy, r.approvedBy]).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const people = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(people.map((p) => [p.id, p.name]));
}

/** A version's approval as the versions list shows it: who wrote it, who sent it (why, which order), who approved it, when. */
export function approvalSummary(row: Row, people: Map<number, string>) {
  const name = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    state: approvalState(row),
    writtenBy: name(row.createdBy),
    ...approvalRecord(row, name),
  };
}
