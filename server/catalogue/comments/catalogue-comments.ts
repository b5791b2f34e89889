// Comments on a draft's parts (issue 27, item 2): threads per question, option group, grading,
// subdomain or domain, open or resolved. Kept with the version after it is published, read-only.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasPart, type CatalogueVersion } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import type { Db } from '../../db/client';
import { catalogueComments, catalogueCommentThreads, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import { counted } from '../../i18n/counted.messages';
import { readsOneMoment } from '../../db/snapshot';
import { assertDraft, loadVersion, personName } from '../drafts/catalogue-drafts';
import type { Deps } from '../../deps';

/** One line of a thread: a comment, or a resolve or reopen (no text), with who and when. */
export interface CommentLine {
  id: number;
  kind: 'comment' | 'resolve' | 'reopen';
  text: string | null;
  by: string | null;
  at: string;
}

/** A thread on one part of a version, its lines oldest first. */
export interface CommentThread {
  id: number;
  target: string;
  state: 'open' | 'resolved';
  createdBy: string | null;
  createdAt: string;
  resolvedBy: string | null;
  resolvedAt: string | null;
  lines: CommentLine[];
}

/** How many threads each part has, open and resolved, and how many are open in all. */
export interface CommentCounts {
  open: number;
  resolved: number;
  byTarget: Record<string, { open: number; resolved: number }>;
}

async function threadsOf(db: Db, version: string, only?: { target?: string; id?: number }): Promise<CommentThread[]> {
  const starter = alias(users, 'starter');
  const resolver = alias(users, 'resolver');
  const name = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`trim(${u.firstName} || ' ' || ${u.lastName})`;
  const where = [eq(catalogueCommentThreads.version, version)];
  if (only?.target) where.push(eq(catalogueCommentThreads.target, only.target));
  if (only?.id !== undefined) where.push(eq(catalogueCommentThreads.id, only.id));
  const threads = await db
    .select({
      id: catalogueCommentThreads.id,
      target: catalogueCommentThreads.target,
      state: catalogueCommentThreads.state,
      createdBy: name(starter),
      createdAt: catalogueCommentThreads.createdAt,
      resolvedBy: name(resolver),
      resolvedAt: catalogueCommentThreads.resolvedAt,
    })
    .from(catalogueCommentThreads)
    .leftJoin(starter, eq(starter.id, catalogueCommentThreads.createdBy))
    .leftJoin(resolver, eq(resolver.id, catalogueCommentThreads.resolvedBy))
    .where(and(...where))
    .orderBy(asc(catalogueCommentThreads.id));
  if (!threads.length) return [];
  const lines = await db
    .select({
      id: catalogueComments.id,
      threadId: catalogueComments.threadId,
      kind: catalogueComments.kind,
      text: catalogueComments.body,
      by: personName,
      at: catalogueComments.createdAt,
    })
    .from(catalogueComments)
    .leftJoin(users, eq(users.id, catalogueComments.userId))
    .where(
      inArray(
        catalogueComments.threadId,
        threads.map((t) => t.id),
      ),
    )
    .orderBy(asc(catalogueComments.id));
  return threads.map((t) => ({
    ...t,
    state: t.state as CommentThread['state'],
    createdAt: t.createdAt.toISOString(),
    resolvedBy: t.state === 'resolved' ? t.resolvedBy : null,
    resolvedAt: t.state === 'resolved' ? (t.resolvedAt?.toISOString() ?? null) : null,
    lines: lines.filter((l) => l.threadId === t.id).map((l) => ({ id: l.id, kind: l.kind as CommentLine['kind'], text: l.text, by: l.by, at: l.at.toISOString() })),
  }));
}

async function countsOf(db: Db, version: string): Promise<CommentCounts> {
  const rows = await db
    .select({ target: catalogueCommentThreads.target, state: catalogueCommentThreads.state, n: sql<number>`count(*)`.mapWith(Number) })
    .from(catalogueCommentThreads)
    .where(eq(catalogueCommentThreads.version, version))
    .groupBy(catalogueCommentThreads.target, catalogueCommentThreads.state);
  const out: CommentCounts = { open: 0, resolved: 0, byTarget: {} };
  for (const r of rows) {
    const at = (out.byTarget[r.target] ??= { open: 0, resolved: 0 });
    const state = r.state === 'open' ? 'open' : 'resolved';
    at[state] += r.n;
    out[state] += r.n;
  }
  return out;
}

/** The threads of a version (of one part when `target` is given), oldest first; 404 for an unknown version. */
export const listComments = readsOneMoment(async function listComments(deps: Pick<Deps, 'db'>, version: string, target?: string) {
  await loadVersion(deps.db, version);
  return { threads: await threadsOf(deps.db, version, { target }), counts: await countsOf(deps.db, version) };
});

/** How many threads each part of a version has, open and resolved: the outline's marks, light to read. */
export const commentCounts = readsOneMoment(async function commentCounts(deps: Pick<Deps, 'db'>, version: string) {
  await loadVersion(deps.db, version);
  return countsOf(deps.db, version);
});

/**
 * Writes on a draft's threads hold the draft's row lock (shared with publish and every edit), so
 * nothing is written on a version that is being published, or after.
 */
async function onDraft<T>(deps: Pick<Deps, 'db'>, version: string, write: (tx: Db, content: CatalogueVersion) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const row = await loadVersion(tx, version, true);
    assertDraft(row);
    return write(tx, row.content as CatalogueVersion);
  });
}

/** A comment's text as kept: trimmed; one of spaces only says nothing and is refused like an empty one. */
function commentText(text: string): string {
  const kept = text.trim();
  if (!kept) throw badRequest([{ field: 'text', problem: 'blank' }], 'catalogueCommentText');
  return kept;
}

async function lockedThread(tx: Db, version: string, id: number) {
  const [row] = await tx
    .select()
    .from(catalogueCommentThreads)
    .where(and(eq(catalogueCommentThreads.id, id), eq(catalogueCommentThreads.version, version)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function oneThread(tx: Db, version: string, id: number): Promise<CommentThread> {
  const [thread] = await threadsOf(tx, version, { id });
  return thread;
}

/** Starts a thread on a part of a draft with its first comment; 404 when the draft has no such part. */
export async function startThread(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { target: string; text: string }): Promise<CommentThread> {
  return onDraft(deps, version, async (tx, content) => {
    if (!hasPart(content, input.target)) throw new AppError(404, 'noRecords', [{ field: 'target', problem: 'unknownPart' }]);
    const at = deps.now();
    const [thread] = await tx
      .insert(catalogueCommentThreads)
      .values({ version, target: input.target, state: 'open', createdBy: user.userId, createdAt: at })
      .returning({ id: catalogueCommentThreads.id });
    await tx.insert(catalogueComments).values({ threadId: thread.id, kind: 'comment', body: commentText(input.text), userId: user.userId, createdAt: at });
    return oneThread(tx, version, thread.id);
  });
}

/**
 * Adds a reply. Each reply is a row of its own, so two officers replying at once both keep
 * theirs; a reply to a resolved thread is kept and leaves it resolved (reopen says otherwise).
 */
export async function replyToThread(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, threadId: number, text: string): Promise<CommentThread> {
  return onDraft(deps, version, async (tx) => {
    await lockedThread(tx, version, threadId);
    await tx.insert(catalogueComments).values({ threadId, kind: 'comment', body: commentText(text), userId: user.userId, createdAt: deps.now() });
    return oneThread(tx, version, threadId);
  });
}

/**
 * Resolves or reopens a thread, recording who and when. Asked again of a thread already in that
 * state (another officer was first, or a second tab), it answers the thread as it is, naming who
 * resolved it and when, and records nothing: both officers wanted the same outcome.
 */
export async function setThreadState(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, threadId: number, to: 'open' | 'resolved'): Promise<CommentThread> {
  return onDraft(deps, version, async (tx) => {
    const row = await lockedThread(tx, version, threadId);
    if (row.state === to) return oneThread(tx, version, threadId);
    const at = deps.now();
    await tx
      .update(catalogueCommentThreads)
      .set(to === 'resolved' ? { state: to, resolvedBy: user.userId, resolvedAt: at } : { state: to, resolvedBy: null, resolvedAt: null })
      .where(eq(catalogueCommentThreads.id, threadId));
    await tx.insert(catalogueComments).values({ threadId, kind: to === 'resolved' ? 'resolve' : 'reopen', body: null, userId: user.userId, createdAt: at });
    return oneThread(tx, version, threadId);
  });
}

/**
 * Refuses to publish while threads are open, saying how many, unless the officer saw them and
 * chose to publish anyway. Read before the publish's own transaction, as the Hindi re-check is;
 * a thread started in between stays with the version, read-only, for all to see.
 */
export async function assertNoOpenComments(deps: Pick<Deps, 'db'>, version: string, publishAnyway: boolean): Promise<void> {
  if (publishAnyway) return;
  const row = await loadVersion(deps.db, version);
  if (row.status !== 'draft') return;
  const open = await deps.db
    .select({ id: catalogueCommentThreads.id, target: catalogueCommentThreads.target })
    .from(catalogueCommentThreads)
    .where(and(eq(catalogueCommentThreads.version, version), eq(catalogueCommentThreads.state, 'open')))
    .orderBy(asc(catalogueCommentThreads.id));
  if (open.length)
    throw new AppError(
      409,
      'catalogueOpenComments',
      open.slice(0, 200).map((t) => ({ field: t.target, problem: 'openComments' })),
      'catalogueOpenComments',
      counted('catalogueOpenComments', open.length),
    );
}
