import type { ApiDetail } from '../../api/client';
import { sameAnswer } from '../changedAnswers';
import { answerKey, revOf, type StoredAnswer } from '../offlineStore';

/** An answer changed on the server since this device read it: the head chooses. */
export type Conflict = { questionid: string; domainId: string; mine: unknown; theirs: unknown; theirsAt: string | null };

/** One answer as POST /v1/form/answers takes it; `base` is the time of the server copy it started from. */
export type SentAnswer = { questionid: string; value: unknown; base?: string | null; reason?: string };

/** A record this tab wants in the browser's store, with the revision that tells its writes apart. */
export type SyncRecord = StoredAnswer & { rev: string };

/** What one store transaction does: records written, and records removed if they are still the ones named. */
export type DiskOps = { puts: SyncRecord[]; removes: { key: string; questionid: string; rev: string }[] };

/**
 * Everything the save path knows, keyed by question. A value is "on this device" when `stored`
 * holds the revision of its record, which only a committed store transaction puts there.
 */
export type SyncRecords = {
  user: string;
  accrid: string;
  kind: 'self' | 'external';
  /** The newest edit per question not yet on the server (null: delete the answer). */
  pending: Record<string, SyncRecord>;
  /** External answers already sent, kept on the device (the server has no call that reads them back). */
  kept: Record<string, SyncRecord>;
  /** Fields emptied while the head is still in them: nothing is written or sent until they leave. */
  clears: Record<string, string>;
  /** Not Applicable reasons emptied while the head is still typing in them, likewise. */
  reasonClears: Record<string, string>;
  /** The record this tab knows is committed in the store, per question: its revision and value. */
  stored: Record<string, { rev: string; value: unknown }>;
  /** Records of the store transaction under way: once committed, the store holds these values. */
  writing: Record<string, { value: unknown }>;
  /** The server copy each question started from: its value and when it was saved. */
  baseline: Record<string, { value: unknown; at: string | null }>;
  /** What this page sent and when the server saved it: a server read older than that must not undo it. */
  settled: Record<string, { value: unknown; savedAt: string }>;
  conflicts: Record<string, Conflict>;
  /** Questions whose answer is on its way to the server: until it lands, the baseline may be about to change. */
  sending: Record<string, { value: unknown }>;
};

export type EditInput = { domainId: string; questionid: string; value: unknown; reason?: string; editing?: boolean };

/** An empty set of records for one form. */
export function emptyRecords(user: string, accrid: string, kind: 'self' | 'external'): SyncRecords {
  return { user, accrid, kind, pending: {}, kept: {}, clears: {}, reasonClears: {}, stored: {}, baseline: {}, settled: {}, conflicts: {}, sending: {}, writing: {} };
}

function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  if (!(key in map)) return map;
  const next = { ...map };
  delete next[key];
  return next;
}

/** Takes in what earlier visits (or another tab) left in the store. */
export function restore(r: SyncRecords, list: StoredAnswer[]): SyncRecords {
  const pending = { ...r.pending };
  const kept = { ...r.kept };
  const stored = { ...r.stored };
  for (const a of list) {
    const rec: SyncRecord = { ...a, rev: revOf(a) };
    if (a.sent) {
      kept[a.questionid] = rec;
      stored[a.questionid] = { rev: rec.rev, value: rec.value };
    } else if (!pending[a.questionid]) {
      pending[a.questionid] = rec;
      stored[a.questionid] = { rev: rec.rev, value: rec.value };
    }
  }
  return { ...r, pending, kept, stored };
}

/**
 * The head (or the evaluator) changed an answer. A field emptied while it is being typed in
 * (`editing`) is only noted: a retyped answer must never delete the saved one on the way.
 */
export function applyEdit(given: SyncRecords, e: EditInput, now: number, rev: string): SyncRecords {
  const q = e.questionid;
  const value = e.value === undefined ? null : e.value;
  if (e.editing && value === null) return { ...given, clears: { ...given.clears, [q]: e.domainId } };
  // A reason emptied while the head types a new one: the saved reason stays until they leave the box.
  if (e.editing && e.reason !== undefined && e.reason.trim() === '') return { ...given, reasonClears: { ...given.reasonClears, [q]: e.domainId } };
  const r = { ...given, reasonClears: without(given.reasonClears, q) };
  const clears = without(r.clears, q);
  const known = r.baseline[q] ?? { value: r.kept[q]?.value ?? null, at: null };
  const before = r.pending[q];
  // A reason stays with its answer only while the answer stays Not Applicable.
  const reason = value === 'NA' ? (e.reason ?? before?.reason) : undefined;
  // Back to the server's copy: nothing to send, unless another value is on its way there now or
  // may have landed there unheard (then the server's copy is no longer the one this page read).
  if (sameAnswer(value, known.value) && reason === undefined && !r.conflicts[q] && !r.sending[q] && !before?.unsure?.length) {
    return { ...r, clears, pending: without(r.pending, q) };
  }
  // The value on its way may land after this edit leaves the page (a tab closed mid-send): the
  // server then holds it as this device's own save, which a later send must not take for someone else's.
  const flying = r.sending[q];
  const unsure = flying && !before?.unsure?.some((v) => sameAnswer(v, flying.value)) ? [...(before?.unsure ?? []), flying.value] : before?.unsure;
  const record: SyncRecord = {
    key: answerKey(r.user, r.kind, r.accrid, q),
    user: r.user,
    accrid: r.accrid,
    kind: r.kind,
    domainId: e.domainId,
    questionid: q,
    value,
    ...(reason !== undefined ? { reason } : {}),
    ...(unsure ? { unsure } : {}),
    baseAt: before ? before.baseAt : known.at,
    at: now,
    rev,
  };
  return { ...r, clears, pending: { ...r.pending, [q]: record } };
}

/** The head left emptied fields (blur, leaving the page, saving): now the answers are deleted. */
export function commitClears(r: SyncRecords, questionids: string[] | null, now: number, nextRev: () => string): SyncRecords {
  let next = r;
  for (const [q, domainId] of Object.entries(r.reasonClears)) {
    if (questionids && !questionids.includes(q)) continue;
    const value = next.pending[q] ? next.pending[q].value : (next.baseline[q]?.value ?? null);
    next = applyEdit(next, { domainId, questionid: q, value, reason: '' }, now, nextRev());
  }
  for (const [q, domainId] of Object.entries(r.clears)) {
    if (questionids && !questionids.includes(q)) continue;
    next = applyEdit(next, { domainId, questionid: q, value: null }, now, nextRev());
  }
  return next;
}

/** A batch leaves for the server (or its trip ended: `batch` empty). */
export function markSending(r: SyncRecords, batch: SyncRecord[]): SyncRecords {
  return { ...r, sending: Object.fromEntries(batch.map((p) => [p.questionid, { value: p.value }])) };
}

/**
 * The answers that can go to the server now: every pending one but those waiting on the head's
 * choice, and (while the store works) only once committed to it, so that the server never holds
 * a value the store has not caught up with: a next visit would send the store's older one back.
 */
export function sendable(r: SyncRecords, onlyStored = true): SyncRecord[] {
  return Object.values(r.pending).filter((p) => !r.conflicts[p.questionid] && (!onlyStored || r.stored[p.questionid]?.rev === p.rev));
}

/** The batch as the server takes it. */
export function toSent(batch: SyncRecord[]): SentAnswer[] {
  // The external evaluation carries its base too: two officers on one form never overwrite each other silently.
  return batch.map((p) => ({ questionid: p.questionid, value: p.value, base: p.baseAt, ...(p.reason !== undefined ? { reason: p.reason } : {}) }));
}

/** The server saved a batch at `at`: those answers leave the queue; one edited again meanwhile stays, now based on the sent copy. */
export function settle(r: SyncRecords, batch: SyncRecord[], at: string | null, nextRev: () => string): SyncRecords {
  const pending = { ...r.pending };
  const kept = { ...r.kept };
  const baseline = { ...r.baseline };
  const settled = { ...r.settled };
  for (const p of batch) {
    const q = p.questionid;
    baseline[q] = { value: p.value, at: p.value === null ? null : at };
    if (at) settled[q] = { value: p.value, savedAt: at };
    const now = pending[q];
    if (now && now.rev === p.rev) {
      delete pending[q];
      if (r.kind === 'external') kept[q] = { ...p, sent: true, rev: nextRev() };
    } else if (now) {
      // Based on the copy just saved; what was sent before it without an answer is superseded.
      const { unsure: _, ...rest } = now;
      pending[q] = { ...rest, baseAt: p.value === null ? null : at, rev: nextRev() };
    }
  }
  return { ...r, pending, kept, baseline, settled };
}

/**
 * The server refused some answers as changed there since this device read them. A server value
 * this device itself sent without hearing back is its own save, not someone else's: the answer is
 * based on it and goes again. The others wait for the head's choice. Answers null if none of the
 * refused answers is waiting here.
 */
export function addConflicts(r: SyncRecords, details: ApiDetail[], nextRev: () => string): SyncRecords | null {
  const conflicts = { ...r.conflicts };
  const pending = { ...r.pending };
  let handled = 0;
  for (const d of details) {
    if (d.problem !== 'conflict' || typeof d.questionid !== 'string') continue;
    const p = pending[d.questionid];
    if (!p) continue;
    const theirsAt = typeof d.serverUpdatedAt === 'string' ? d.serverUpdatedAt : null;
    const theirs = d.serverValue ?? null;
    handled++;
    if (p.unsure?.some((v) => sameAnswer(v, theirs))) {
      const { unsure: _, ...rest } = p;
      pending[p.questionid] = { ...rest, baseAt: theirsAt, rev: nextRev() };
      continue;
    }
    conflicts[p.questionid] = { questionid: p.questionid, domainId: p.domainId, mine: p.value, theirs, theirsAt };
  }
  return handled > 0 ? { ...r, pending, conflicts } : null;
}

/** A batch went without a known outcome (no answer came back): the server may have saved it. */
export function markUnsure(r: SyncRecords, batch: SyncRecord[], nextRev: () => string): SyncRecords {
  const pending = { ...r.pending };
  for (const p of batch) {
    const now = pending[p.questionid];
    if (!now || now.unsure?.some((v) => sameAnswer(v, p.value))) continue;
    pending[p.questionid] = { ...now, unsure: [...(now.unsure ?? []), p.value], rev: nextRev() };
  }
  return { ...r, pending };
}

/** Records what the server holds for some questions, and when each was saved (a domain just loaded). */
export function knowServer(r: SyncRecords, answers: Record<string, unknown>, times: Record<string, string>, questionids: string[]): SyncRecords {
  const baseline = { ...r.baseline };
  const settled = { ...r.settled };
  for (const q of questionids) {
    const at = times[q] ?? null;
    // The read may have left the server before an answer this page sent was saved (a reload
    // sends what the last visit left at once): the later save wins, not the older read. A read
    // that gives this save's own time holds this save: only a strictly newer time is someone else's.
    const mine = settled[q];
    if (mine && (at === null || Date.parse(at) <= Date.parse(mine.savedAt))) {
      baseline[q] = { value: mine.value, at: mine.value === null ? null : mine.savedAt };
      continue;
    }
    delete settled[q];
    baseline[q] = { value: answers[q] ?? null, at };
  }
  return { ...r, baseline, settled };
}

/** Resolves a conflict with this device's answer: it goes over the server's. */
export function keepMine(r: SyncRecords, questionid: string, rev: string): SyncRecords {
  const c = r.conflicts[questionid];
  const p = r.pending[questionid];
  if (!c || !p) return r;
  return { ...r, conflicts: without(r.conflicts, questionid), pending: { ...r.pending, [questionid]: { ...p, baseAt: c.theirsAt, rev } } };
}

/** Drops unsent answers (all, or some questions), e.g. "leave without saving" or "take theirs". */
export function discard(r: SyncRecords, questionids: string[] | null): SyncRecords {
  const ids = questionids ?? [...Object.keys(r.pending), ...Object.keys(r.clears), ...Object.keys(r.reasonClears)];
  let next = r;
  for (const q of ids)
    next = {
      ...next,
      pending: without(next.pending, q),
      conflicts: without(next.conflicts, q),
      clears: without(next.clears, q),
      reasonClears: without(next.reasonClears, q),
    };
  return next;
}

/** Resolves a conflict with the server's answer: this device's edit is dropped. */
export function takeTheirs(r: SyncRecords, questionid: string): SyncRecords {
  const c = r.conflicts[questionid];
  const next = c ? { ...r, baseline: { ...r.baseline, [questionid]: { value: c.theirs, at: c.theirsAt } } } : r;
  return discard(next, [questionid]);
}

/** What the store must do to hold exactly this tab's records: write the new ones, remove the settled ones. */
export function diskOps(r: SyncRecords): DiskOps {
  const want: Record<string, SyncRecord> = { ...r.kept, ...r.pending };
  const puts = Object.values(want).filter((rec) => r.stored[rec.questionid]?.rev !== rec.rev);
  const removes = Object.entries(r.stored)
    .filter(([q]) => !want[q])
    .map(([q, { rev }]) => ({ key: answerKey(r.user, r.kind, r.accrid, q), questionid: q, rev }));
  return { puts, removes };
}

/** A store transaction committed: what it wrote is now on the device. */
export function diskDone(r: SyncRecords, ops: DiskOps): SyncRecords {
  const stored = { ...r.stored };
  for (const p of ops.puts) stored[p.questionid] = { rev: p.rev, value: p.value };
  for (const x of ops.removes) if (stored[x.questionid]?.rev === x.rev) delete stored[x.questionid];
  return { ...r, stored };
}

/** A store transaction begins (or ended: `ops` null). */
export function markWriting(r: SyncRecords, ops: DiskOps | null): SyncRecords {
  return { ...r, writing: ops ? Object.fromEntries(ops.puts.map((p) => [p.questionid, { value: p.value }])) : {} };
}

/** Whether the store lags behind this tab's records. */
export function diskDirty(r: SyncRecords): boolean {
  const ops = diskOps(r);
  return ops.puts.length > 0 || ops.removes.length > 0;
}

/** Whether some unsent answer is not yet committed to the store: closing the tab now would lose it. */
export function atRisk(r: SyncRecords): boolean {
  return Object.values(r.pending).some((p) => r.stored[p.questionid]?.rev !== p.rev);
}

/**
 * Whether the store holds, or is about to hold, a value for some question other than the one this
 * page means it to have (an edit taken back, a record written just before its answer was sent):
 * a next visit would send that value over the right one, so the label may not claim anything yet.
 */
export function storeMayUndo(r: SyncRecords): boolean {
  const meant = (q: string) => (r.pending[q] ?? r.kept[q])?.value ?? r.baseline[q]?.value ?? null;
  for (const [q, s] of [...Object.entries(r.stored), ...Object.entries(r.writing)]) if (!sameAnswer(s.value, meant(q))) return true;
  return false;
}
