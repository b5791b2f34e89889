import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueVersions, users } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';

type Row = typeof catalogueVersions.$inferSelect;

/** Sent for approval and not sent back since: the draft is read, approved or returned, never edited. */
export function awaitingApproval(row: Pick<Row, 'status' | 'sentForApprovalAt' | 'returnedAt'>): boolean {
  return row.status === 'draft' && row.sentForApprovalAt !== null && row.returnedAt === null;
}

/** A person's name as the editor shows it. */
export async function nameOf(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [u] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, id));
  return u?.name ?? null;
}

/**
 * The one guard of every write to a draft's content (edits, copies, restores, reverts, rebase,
 * translators' sheets, Hindi checks, title, discard): refused while the draft awaits approval, so
 * the approver approves what they read. The refusal names who sent it and when, as a conflict does.
 */
export async function assertNotAwaitingApproval(db: Db, row: Row): Promise<void> {
  if (!awaitingApproval(row)) return;
  throw conflict('catalogueAwaitingApproval', [
    {
      field: 'version',
      problem: 'awaitingApproval',
      by: await nameOf(db, row.sentForApprovalBy),
      at: row.sentForApprovalAt!.toISOString(),
    },
  ]);
}

/** Lines of a draft's history that are not authorship: the approver's own acts. */
const NOT_AUTHORSHIP = ['return', 'publish', 'discard'];

/**
 * Who wrote a draft: whoever started it, changed its content or confirmed its Hindi (any line in
 * its history but an approver's return or publish) and whoever sent it for approval. None of them
 * may approve it: separation of duties.
 */
export async function authorsOf(db: Db, row: Pick<Row, 'version' | 'sentForApprovalBy'>): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: catalogueChanges.userId })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.version, row.version), notInArray(catalogueChanges.action, NOT_AUTHORSHIP)));
  const ids = new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null));
  if (row.sentForApprovalBy !== null) ids.add(row.sentForApprovalBy);
  return ids;
}

/**
 * What approving needs, checked before the publish's own checks: the draft awaits approval (the
 * same sending the approver read, when `sentAt` is given), and the caller neither wrote nor sent it.
 */
export async function assertMayApprove(db: Db, user: CurrentUser, row: Row, sentAt?: string): Promise<void> {
  if (row.status !== 'draft') throw conflict('catalogueVersionPublished', [{ field: 'version', problem: 'published' }]);
  if (!awaitingApproval(row)) throw conflict('catalogueNotAwaitingApproval', await lastReturn(db, row));
  if (sentAt !== undefined && new Date(sentAt).getTime() !== row.sentForApprovalAt!.getTime())
    throw conflict('catalogueSentAgain', [{ field: 'sentAt', problem: 'sentAgain', by: await nameOf(db, row.sentForApprovalBy), at: row.sentForApprovalAt!.toISOString() }]);
  if ((await authorsOf(db, row)).has(user.userId)) throw new AppError(403, 'catalogueOwnDraft', [{ field: 'version', problem: 'ownDraft' }]);
}

async function lastReturn(db: Db, row: Row) {
  return row.returnedAt
    ? [{ field: 'version', problem: 'returned', by: await nameOf(db, row.returnedBy), at: row.returnedAt.toISOString() }]
    : [{ field: 'version', problem: 'notSent' }];
}
