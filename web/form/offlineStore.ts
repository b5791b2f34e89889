import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredOutboxItem } from './outbox/outboxTypes';

/**
 * Answers not yet on the server, kept in the browser's IndexedDB (through idb's promises) so that a
 * dropped connection, a closed tab or a flat battery loses nothing; where IndexedDB is missing
 * (tests, private modes that refuse it) the records live in memory for the page's life.
 */

/** One answer waiting to be sent (external answers are also kept after sending, so they show at once after a reload). */
export type StoredAnswer = {
  key: string;
  user: string;
  accrid: string;
  kind: 'self' | 'external';
  domainId: string;
  questionid: string;
  value: unknown;
  /** Why the school answered Not Applicable, typed on this device and not yet sent with the answer. */
  reason?: string;
  /** When the server's copy this edit started from was saved (null: no answer there); sent as `base`. */
  baseAt: string | null;
  at: number;
  /** External answers stay after sending: the server has no call that reads them back. */
  sent?: boolean;
  /** Values of this answer sent without a known outcome (the answer was lost): the server may hold one of them as this device's own save. */
  unsure?: unknown[];
  /** Which write of this answer the record is (tab and edit): a tab removes a record only if it is still its own. */
  rev?: string;
};

const DB_NAME = 'accreditation-offline';
const STORE = 'answers';
/** Evidence files and comments waiting to be sent (web/form/outbox). */
export const OUTBOX_STORE = 'outbox';

/** The offline database's stores: answers by key, outbox items by id. Version 2 added the outbox. */
export interface OfflineDb extends DBSchema {
  answers: { key: string; value: StoredAnswer };
  outbox: { key: string; value: StoredOutboxItem };
}

const memory = new Map<string, StoredAnswer>();
let opening: Promise<IDBPDatabase<OfflineDb> | null> | null = null;

/** A record's revision: records written before revisions existed are told apart by their time. */
export function revOf(record: Pick<StoredAnswer, 'at' | 'rev'>): string {
  return record.rev ?? `t${record.at}`;
}

/** The record key of one answer. */
export function answerKey(user: string, kind: string, accrid: string, questionid: string): string {
  return `${user}|${kind}|${accrid}|${questionid}`;
}

/** The browser's offline database (version 2 added the outbox), or null where IndexedDB is missing or refused. */
export function openOfflineDb(): Promise<IDBPDatabase<OfflineDb> | null> {
  if (opening) return opening;
  opening = new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    openDB<OfflineDb>(DB_NAME, 2, {
      upgrade(db) {
        if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'key' });
        if (!db.objectStoreNames.contains(OUTBOX_STORE)) db.createObjectStore(OUTBOX_STORE, { keyPath: 'id' });
      },
      // Another tab holds an older version open: this page keeps its records in memory rather than wait.
      blocked: () => resolve(null),
    }).then(resolve, () => resolve(null));
  });
  return opening;
}

/** Writes (or replaces) answers. */
export async function putAnswers(list: StoredAnswer[]): Promise<void> {
  if (list.length === 0) return;
  const db = await openOfflineDb();
  if (!db) {
    for (const a of list) memory.set(a.key, a);
    return;
  }
  const tx = db.transaction(STORE, 'readwrite');
  await Promise.all([...list.map((a) => tx.store.put(a)), tx.done]);
}

/**
 * Writes some answers and removes others in one transaction, which resolves once committed. A
 * removal names the revision it means and leaves a record another tab wrote since. Throws where
 * the browser has no store: an answer held only in memory is not on this device.
 */
export async function writeAnswers(puts: StoredAnswer[], removes: { key: string; rev: string }[]): Promise<void> {
  if (puts.length === 0 && removes.length === 0) return;
  const db = await openOfflineDb();
  if (!db) throw new Error('IndexedDB is not available');
  const tx = db.transaction(STORE, 'readwrite');
  // Only IndexedDB requests are awaited inside: the transaction stays open until they are all done.
  const removed = removes.map(async ({ key, rev }) => {
    const row = await tx.store.get(key);
    if (row && revOf(row) === rev) await tx.store.delete(key);
  });
  await Promise.all([...puts.map((a) => tx.store.put(a)), ...removed, tx.done]);
}

/** The stored answers of one form and kind for one user. */
export async function listAnswers(user: string, kind: string, accrid: string): Promise<StoredAnswer[]> {
  const prefix = answerKey(user, kind, accrid, '');
  const db = await openOfflineDb();
  if (!db) return [...memory.values()].filter((a) => a.key.startsWith(prefix));
  return db.getAll(STORE, IDBKeyRange.bound(prefix, `${prefix}\uffff`));
}

/** Forgets answers by key. */
export async function deleteAnswers(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await openOfflineDb();
  if (!db) {
    for (const k of keys) memory.delete(k);
    return;
  }
  const tx = db.transaction(STORE, 'readwrite');
  await Promise.all([...keys.map((k) => tx.store.delete(k)), tx.done]);
}
