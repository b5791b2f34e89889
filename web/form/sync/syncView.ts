import type { ApiDetail } from '../../api/client';
import type { AnswerSyncSnapshot } from './answerSync.machine';
import { atRisk, storeMayUndo, type Conflict } from './syncRecords';

/**
 * Where the answers stand, as the page shows it. `unsaved`: some edit is not yet committed to
 * this device; `device` and `offline`: every unsent answer is committed to this device;
 * `storeFailed`: this device could not keep them, they are only in the page's memory.
 */
export type SyncPhase = 'saved' | 'unsaved' | 'device' | 'sending' | 'offline' | 'error' | 'storeFailed';

/** What the status line shows. */
export type SyncStatusView = { phase: SyncPhase; conflicts: number; error: string | null };

/** What the page itself needs (it re-renders when this changes, so it holds nothing that changes per keystroke). */
export type SyncPageView = { pending: number; conflicts: Conflict[]; error: string | null; details: ApiDetail[] };

/** The label, from the machine's snapshot alone: it never claims more than the snapshot proves. */
export function syncPhase(s: AnswerSyncSnapshot): SyncPhase {
  const c = s.context;
  const r = c.records;
  const unsettled = atRisk(r) || storeMayUndo(r);
  if (Object.keys(r.pending).length === 0) {
    if (unsettled) return c.storeFailed ? 'storeFailed' : 'unsaved';
    return s.matches({ net: 'refused' }) ? 'error' : 'saved';
  }
  if (s.matches({ net: 'sending' })) return 'sending';
  if (unsettled) return c.storeFailed ? 'storeFailed' : 'unsaved';
  if (s.matches({ net: 'refused' })) return 'error';
  if (!c.online || (s.matches({ net: 'waiting' }) && c.failure?.status === 0)) return 'offline';
  if (s.matches({ net: 'waiting' })) return 'error';
  return 'device';
}

/** The status line's view. */
export function syncStatusView(s: AnswerSyncSnapshot): SyncStatusView {
  const phase = syncPhase(s);
  return { phase, conflicts: Object.keys(s.context.records.conflicts).length, error: phase === 'error' ? (s.context.failure?.message ?? null) : null };
}

/** The page's view. */
export function syncPageView(s: AnswerSyncSnapshot): SyncPageView {
  const c = s.context;
  const refused = s.matches({ net: 'refused' });
  return {
    pending: Object.keys(c.records.pending).length,
    conflicts: Object.values(c.records.conflicts),
    error: refused || s.matches({ net: 'waiting' }) ? (c.failure?.message ?? null) : null,
    details: refused ? (c.failure?.details ?? []) : [],
  };
}

/** Whether two views show the same (so a subscriber need not re-render). */
export function sameView<T extends Record<string, unknown>>(a: T, b: T): boolean {
  for (const k of Object.keys(a)) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i])) continue;
    return false;
  }
  return true;
}
