import type { Db } from './client';

/**
 * Runs reads that make one answer together (an answer and the time it was saved, a form's
 * answers and its evidence) against one moment of the database. Each statement outside a
 * transaction sees its own moment: a save committed between two of them paired the value from
 * before it with the time from after it, and the browser then took the older value for the head's
 * newest save. Read only, so a read can never write by mistake; repeatable read, so every
 * statement inside sees the snapshot the first one took.
 */
export function inSnapshot<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx as unknown as Db), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * A service that reads and answers without writing, made to read one moment: every statement it
 * makes through `deps.db` (and every helper it hands `deps` to) runs in one snapshot.
 */
export function readsOneMoment<D extends { db: Db }, A extends unknown[], R>(read: (deps: D, ...args: A) => Promise<R>): (deps: D, ...args: A) => Promise<R> {
  return (deps, ...args) => inSnapshot(deps.db, (db) => read({ ...deps, db }, ...args));
}
