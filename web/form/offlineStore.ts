/**
 * Answers not yet on the server, kept in the browser's IndexedDB so that a dropped connection,
 * a closed tab or a flat battery loses nothing. Raw IndexedDB in a few lines; where IndexedDB is
 * missing (tests, private modes that refuse it) the records live in memory for the page's life.
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
const memory = new Map<string, StoredAnswer>();
let opening: Promise<IDBDatabase | null> | null = null;

/** A record's revision: records written before revisions existed are told apart by their time. */
export function revOf(record: Pick<StoredAnswer, 'at' | 'rev'>): string {
  return record.rev ?? `t${record.at}`;
}

/** The record key of one answer. */
export function answerKey(user: string, kind: string, accrid: string, questionid: string): string {
  return `${user}|${kind}|${accrid}|${questionid}`;
}

/** The browser's offline database (version 2 added the outbox), or null where IndexedDB is missing. */
export function openOfflineDb(): Promise<IDBDatabase | null> {
  return open();
}

function open(): Promise<IDBDatabase | null> {
  if (opening) return opening;
  opening = new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, 2);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'key' });
      if (!request.result.objectStoreNames.contains(OUTBOX_STORE)) request.result.createObjectStore(OUTBOX_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Resolves when a transaction has committed. */
export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Writes (or replaces) answers. */
export async function putAnswers(list: StoredAnswer[]): Promise<void> {
  if (list.length === 0) return;
  const db = await open();
  if (!db) {
    for (const a of list) memory.set(a.key, a);
    return;
  }
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const a of list) store.put(a);
  await done(tx);
}

/**
 * Writes some answers and removes others in one transaction, which resolves once committed. A
 * removal names the revision it means and leaves a record another tab wrote since. Throws where
 * the browser has no store: an answer held only in memory is not on this device.
 */
export async function writeAnswers(puts: StoredAnswer[], removes: { key: string; rev: string }[]): Promise<void> {
  if (puts.length === 0 && removes.length === 0) return;
  const db = await open();
  if (!db) throw new Error('IndexedDB is not available');
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const a of puts) store.put(a);
  for (const { key, rev } of removes) {
    const read = store.get(key);
    read.onsuccess = () => {
      const row = read.result as StoredAnswer | undefined;
      if (row && revOf(row) === rev) store.delete(key);
    };
  }
  await done(tx);
}

/** The stored answers of one form and kind for one user. */
export async function listAnswers(user: string, kind: string, accrid: string): Promise<StoredAnswer[]> {
  const prefix = answerKey(user, kind, accrid, '');
  const db = await open();
  if (!db) return [...memory.values()].filter((a) => a.key.startsWith(prefix));
  const tx = db.transaction(STORE, 'readonly');
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  const request = tx.objectStore(STORE).getAll(range);
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as StoredAnswer[]);
    request.onerror = () => reject(request.error);
  });
}

/** Forgets answers by key. */
export async function deleteAnswers(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const db = await open();
  if (!db) {
    for (const k of keys) memory.delete(k);
    return;
  }
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const k of keys) store.delete(k);
  await done(tx);
}
