import { openOfflineDb, OUTBOX_STORE } from '../offlineStore';
import type { StoredOutboxItem } from './outboxTypes';

const memory = new Map<string, StoredOutboxItem>();

/**
 * The outbox's items of one user and form, kept in IndexedDB (files as Blobs) so a closed tab or
 * a restarted phone loses nothing; in memory where IndexedDB is missing.
 */
export const outboxStore = {
  async list(user: string, accrid: string): Promise<StoredOutboxItem[]> {
    const db = await openOfflineDb();
    const mine = (i: StoredOutboxItem) => i.user === user && i.accrid === accrid;
    if (!db) return [...memory.values()].filter(mine);
    const all = await db.getAll(OUTBOX_STORE);
    return all.filter(mine).sort((a, b) => a.createdAt - b.createdAt);
  },

  /** Makes the stored items of one user and form exactly `items`. */
  async replace(user: string, accrid: string, items: StoredOutboxItem[]): Promise<void> {
    const db = await openOfflineDb();
    const keep = new Set(items.map((i) => i.id));
    if (!db) {
      for (const [id, i] of memory) if (i.user === user && i.accrid === accrid && !keep.has(id)) memory.delete(id);
      for (const i of items) memory.set(i.id, i);
      return;
    }
    const stale = (await this.list(user, accrid)).filter((i) => !keep.has(i.id));
    const tx = db.transaction(OUTBOX_STORE, 'readwrite');
    await Promise.all([...stale.map((i) => tx.store.delete(i.id)), ...items.map((i) => tx.store.put(i)), tx.done]);
  },
};
