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
  /** The revision of each record this tab knows is committed in the store. */
  stored: Record<string, string>;
  /** The server copy each question started from: its value and when it was saved. */
  baseline: Record<string, { value: unknown; at: string | null }>;
  /** What this page sent and when the server saved it: a server read older than that must not undo it. */
  settled: Record<string, { value: unknown; savedAt: string }>;
  conflicts: Record<string, Conflict>;
};

export type EditInput = { domainId: string; questionid: string; value: unknown; reason?: string; editing?: boolean };

/** An empty set of records for one form. */
export function emptyRecords(user: string, accrid: string, kind: 'self' | 'external'): SyncRecords {
  return { user, accrid, kind, pending: {}, kept: {}, clears: {}, stored: {}, baseline: {}, settled: {}, conflicts: {} };
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
      stored[a.questionid] = rec.rev;
    } else if (!pending[a.questionid]) {
      pending[a.questionid] = rec;
      stored[a.questionid] = rec.rev;
    }
  }
  return { ...r, pending, kept, stored };
}

/**
 * The head (or the evaluator) changed an answer. A field emptied while it is being typed in
 * (`editing`) is only noted: a retyped answer must never delete the saved one on the way.
 */
export function applyEdit(r: SyncRecords, e: EditInput, now: number, rev: string): SyncRecords {
  const q = e.questionid;
  const value = e.value === undefined ? null : e.value;
  if (e.editing && value === null) return { ...r, clears: { ...r.clears, [q]: e.domainId } };
  const clears = without(r.clears, q);
  const known = r.baseline[q] ?? { value: r.kept[q]?.value ?? null, at: null };
  const before = r.pending[q];
  // A reason stays with its answer only while the answer stays Not Applicable.
  const reason = value === 'NA' ? (e.reason ?? before?.reason) : undefined;
  if (sameAnswer(value, known.value) && reason === undefined && !r.conflicts[q]) {
    return { ...r, clears, pending: without(r.pending, q) };
  }
  const record: SyncRecord = {
    key: answerKey(r.user, r.kind, r.accrid, q),
    user: r.user,
    accrid: r.accrid,
    kind: r.kind,
    domainId: e.domainId,
    questionid: q,
    value,
    ...(reason !== undefined ? { reason } : {}),
    baseAt: before ? before.baseAt : known.at,
    at: now,
    rev,
  };
  return { ...r, clears, pending: { ...r.pending, [q]: record } };
}

/** The head left emptied fields (blur, leaving the page, saving): now the answers are deleted. */
export function commitClears(r: SyncRecords, questionids: string[] | null, now: number, nextRev: () => string): SyncRecords {
  let next = r;
  for (const [q, domainId] of Object.entries(r.clears)) {
    if (questionids && !questionids.includes(q)) continue;
    next = applyEdit(next, { domainId, questionid: q, value: null }, now, nextRev());
  }
  return next;
}

/** The answers that can go to the server now: every pending one but those waiting on the head's choice. */
export function sendable(r: SyncRecords): SyncRecord[] {
  return Object.values(r.pending).filter((p) => !r.conflicts[p.questionid]);
}

/** The batch as the server takes it. */
export function toSent(r: SyncRecords, batch: SyncRecord[]): SentAnswer[] {
  return batch.map((p) =>
    r.kind === 'self'
      ? { questionid: p.questionid, value: p.value, base: p.baseAt, ...(p.reason !== undefined ? { reason: p.reason } : {}) }
      : { questionid: p.questionid, value: p.value },
  );
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
      pending[q] = { ...now, baseAt: p.value === null ? null : at, rev: nextRev() };
    }
  }
  return { ...r, pending, kept, baseline, settled };
}

/** The server refused some answers as changed there since this device read them. Answers null if none of them is waiting here. */
export function addConflicts(r: SyncRecords, details: ApiDetail[]): SyncRecords | null {
  const conflicts = { ...r.conflicts };
  let added = 0;
  for (const d of details) {
    if (d.problem !== 'conflict' || typeof d.questionid !== 'string') continue;
    const p = r.pending[d.questionid];
    if (!p) continue;
    const theirsAt = typeof d.serverUpdatedAt === 'string' ? d.serverUpdatedAt : null;
    conflicts[p.questionid] = { questionid: p.questionid, domainId: p.domainId, mine: p.value, theirs: d.serverValue ?? null, theirsAt };
    added++;
  }
  return added > 0 ? { ...r, conflicts } : null;
}

/** Records what the server holds for some questions, and when each was saved (a domain just loaded). */
export function knowServer(r: SyncRecords, answers: Record<string, unknown>, times: Record<string, string>, questionids: string[]): SyncRecords {
  const baseline = { ...r.baseline };
  const settled = { ...r.settled };
  for (const q of questionids) {
    const at = times[q] ?? null;
    // The read may have left the server before an answer this page sent was saved (a reload
    // sends what the last visit left at once): the later save wins, not the older read.
    const mine = settled[q];
    if (mine && (at === null || Date.parse(at) < Date.parse(mine.savedAt))) {
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
  const ids = questionids ?? [...Object.keys(r.pending), ...Object.keys(r.clears)];
  let next = r;
  for (const q of ids) next = { ...next, pending: without(next.pending, q), conflicts: without(next.conflicts, q), clears: without(next.clears, q) };
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
  const puts = Object.values(want).filter((rec) => r.stored[rec.questionid] !== rec.rev);
  const removes = Object.entries(r.stored)
    .filter(([q]) => !want[q])
    .map(([q, rev]) => ({ key: answerKey(r.user, r.kind, r.accrid, q), questionid: q, rev }));
  return { puts, removes };
}

/** A store transaction committed: what it wrote is now on the device. */
export function diskDone(r: SyncRecords, ops: DiskOps): SyncRecords {
  const stored = { ...r.stored };
  for (const p of ops.puts) stored[p.questionid] = p.rev;
  for (const x of ops.removes) if (stored[x.questionid] === x.rev) delete stored[x.questionid];
  return { ...r, stored };
}

/** Whether the store lags behind this tab's records. */
export function diskDirty(r: SyncRecords): boolean {
  const ops = diskOps(r);
  return ops.puts.length > 0 || ops.removes.length > 0;
}

/** Whether some unsent answer is not yet committed to the store: closing the tab now would lose it. */
export function atRisk(r: SyncRecords): boolean {
  return Object.values(r.pending).some((p) => r.stored[p.questionid] !== p.rev);
}
