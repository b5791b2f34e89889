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
  // Already in one: the same moment, with no savepoint (a service made of services reads once).
  if (snapshotReads.has(db)) return read(db);
  return db.transaction(
    (tx) => {
      snapshotReads.set(tx as unknown as Db, new Map());
      snapshotRoots.set(tx as unknown as Db, rootOf(db));
      return read(tx as unknown as Db);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The database each open snapshot reads (see `rootOf`). */
const snapshotRoots = new WeakMap<Db, Db>();

/**
 * The database a snapshot reads, or `db` itself outside one: what a per-database cache is kept
 * under. Keyed by the snapshot's transaction, it was a new cache on every request and never hit.
 */
export function rootOf(db: Db): Db {
  return snapshotRoots.get(db) ?? db;
}

/** The reads each open snapshot has made, by what they read (see `readOnce`). */
const snapshotReads = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * A read made once per snapshot: inside one (a read-only, repeatable-read transaction, which
 * nothing writes and whose every statement sees the same moment) a second read of the same thing
 * answers what the first did. The domain form's opening (POST /v1/form/open) is five services,
 * and each read the form, its answers and the school information again. Outside a snapshot (a
 * write, which may read its own writes) every call reads. Rows only: each caller builds its own
 * value from them, so no caller can change another's.
 */
export function readOnce<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const reads = snapshotReads.get(db);
  if (!reads) return read();
  let made = reads.get(key) as Promise<T> | undefined;
  if (!made) reads.set(key, (made = read()));
  return made;
}

/**
 * Inside a snapshot, keeps `value` as what `readOnce(db, key, ...)` answers from then on: a read
 * that brought several things in one statement (the domain form's view) hands each to the services
 * that read it on its own. Outside a snapshot nothing is kept, as readOnce keeps nothing there.
 */
export function keepRead<T>(db: Db, key: string, value: T): void {
  const reads = snapshotReads.get(db);
  if (reads && !reads.has(key)) reads.set(key, Promise.resolve(value));
}

/**
 * A service that reads and answers without writing, made to read one moment: every statement it
 * makes through `deps.db` (and every helper it hands `deps` to) runs in one snapshot.
 */
export function readsOneMoment<D extends { db: Db }, A extends unknown[], R>(read: (deps: D, ...args: A) => Promise<R>): (deps: D, ...args: A) => Promise<R> {
  return (deps, ...args) => inSnapshot(deps.db, (db) => read({ ...deps, db }, ...args));
}
