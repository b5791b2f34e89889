import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { gathersStatements, type Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { answerWriteParams, type AnswerWrite, type FormStateRead } from './answers-store';
import type { SaveRow } from './save-state-cache';

/** One save's write, planned from the form at `revision` with its cycle at `cycleStatus`. */
export interface SaveWrite {
  form: number;
  revision: number;
  cycleStatus: string;
  user: number;
  at: string;
  write: AnswerWrite;
  attempted: number;
  total: number;
}

/**
 * What a save's write answers (save_answers_if_unchanged, migration 0036): the form's revision after
 * it wrote, or, when it wrote nothing because the form or its cycle moved on, the form as it is now;
 * null when there is no such form.
 */
export type WriteAnswer = { revision: number } | { form: SaveRow['form']; school: SaveRow['school']; cycle: SaveRow['cycle']; state: FormStateRead };

/**
 * More saves than this wait for the next statement: a batch holds every one of its forms' locks
 * until it commits, so a very long one would keep a head who saves again waiting on it.
 */
const MAX_BATCH = 64;

async function writeMany(db: Db, saves: readonly SaveWrite[]): Promise<(WriteAnswer | null)[]> {
  const items = saves.map(({ write, ...rest }) => ({ ...rest, ...write }));
  const result = await db.execute(sql`select save_answers_many(${JSON.stringify(items)}::jsonb) as "answers"`);
  return rowsOf<{ answers: (WriteAnswer | null)[] }>(result)[0].answers;
}

/** One save's write in its own statement, for the embedded database. */
async function writeOne(db: Db, { form, revision, cycleStatus, user, at, write, attempted, total }: SaveWrite): Promise<WriteAnswer | null> {
  const result = await db.execute(
    sql`select save_answers_if_unchanged(${form}::integer, ${revision}::integer, ${cycleStatus}::text, ${user}::integer, ${at}::timestamptz,
      ${answerWriteParams(write)}, ${attempted}::integer, ${total}::integer) as "answer"`,
  );
  return rowsOf<{ answer: WriteAnswer | null }>(result)[0]?.answer ?? null;
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * The saves given in one turn of the event loop, written in one statement (migration 0038), in the
 * order of their forms' ids so that two batches lock forms in one order. When that statement fails
 * (a deadlock with a cycle change, a value the database refuses), each save is written again alone,
 * so only a save that fails alone fails.
 */
async function writeBatch(db: Db, saves: readonly SaveWrite[]): Promise<(WriteAnswer | null | Error)[]> {
  const order = saves.map((_, i) => i).sort((a, b) => saves[a].form - saves[b].form);
  try {
    const answers = await writeMany(
      db,
      order.map((i) => saves[i]),
    );
    const byInput: (WriteAnswer | null)[] = new Array(saves.length);
    order.forEach((i, k) => (byInput[i] = answers[k]));
    return byInput;
  } catch (err) {
    if (saves.length === 1) return [asError(err)];
    const alone: (WriteAnswer | null | Error)[] = [];
    for (const save of saves) alone.push(await writeMany(db, [save]).then((a) => a[0], asError));
    return alone;
  }
}

/** By database (each test app has its own). */
const batchers = new WeakMap<Db, DataLoader<SaveWrite, WriteAnswer | null>>();

/**
 * Writes one save: on PostgreSQL with the others this process is writing in the same turn of its
 * event loop, in one round trip and one commit. Each save still commits or not as a whole, and only while its form
 * is at the revision it was planned from.
 */
export async function writeSave(db: Db, save: SaveWrite): Promise<WriteAnswer | null> {
  if (!gathersStatements(db)) return writeOne(db, save);
  let batcher = batchers.get(db);
  if (!batcher) {
    // setImmediate, not DataLoader's default (the end of the current job): requests that reach
    // their write in the same turn of the event loop come from different sockets' callbacks.
    batcher = new DataLoader((saves) => writeBatch(db, saves), { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) });
    batchers.set(db, batcher);
  }
  return batcher.load(save);
}
