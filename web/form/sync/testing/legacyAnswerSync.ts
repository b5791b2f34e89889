// The answer sync as it was before the outbox (issue 'Nothing a user typed is ever lost'), kept only as
// the reference that answerSync.model.test.ts walks beside the current one: test code, not the app's.
import { isTransientStatus } from '../../../api/transient';
import type { ApiDetail } from '../../../api/client';
import { sameAnswer, type AnswerChange } from '../../changedAnswers';
import { answerKey, deleteAnswers, listAnswers, putAnswers, type StoredAnswer } from '../../offlineStore';

/** Where the answers stand, as the page shows it. */
export type SyncPhase = 'saved' | 'unsaved' | 'device' | 'sending' | 'offline' | 'error';

/** An answer changed on the server since this device read it: the head chooses. */
export type Conflict = { questionid: string; domainId: string; mine: unknown; theirs: unknown; theirsAt: string | null };

export type SyncSnapshot = {
  phase: SyncPhase;
  pending: number;
  conflicts: Conflict[];
  error: string | null;
  details: ApiDetail[];
  savedAt: number | null;
};

type Storage = {
  put: (list: StoredAnswer[]) => Promise<void>;
  list: (user: string, kind: string, accrid: string) => Promise<StoredAnswer[]>;
  remove: (keys: string[]) => Promise<void>;
};

/** One answer as POST /v1/form/answers takes it; `base` is the time of the server copy it started from. */
export type SentAnswer = AnswerChange & { base?: string | null; reason?: string };

export type AnswerSyncOptions = {
  user: string;
  accrid: string;
  kind: 'self' | 'external';
  /** Sends answers; answers the server's save time. Throws an ApiError-like value on failure. */
  send: (answers: SentAnswer[]) => Promise<{ updatedAt?: string } | void>;
  debounceMs?: number;
  isOnline?: () => boolean;
  storage?: Storage;
  now?: () => number;
  /** Where the online/offline events come from (window in the browser). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/** Reads an ApiError-like failure (status 0: the network) without importing the client. */
function failure(e: unknown): { status: number; message: string | null; details: ApiDetail[] } {
  if (typeof e !== 'object' || e === null) return { status: 0, message: null, details: [] };
  const { status, message, details } = e as { status?: unknown; message?: unknown; details?: unknown };
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : null,
    details: Array.isArray(details) ? (details as ApiDetail[]) : [],
  };
}

const defaultStorage: Storage = { put: putAnswers, list: listAnswers, remove: deleteAnswers };
const MAX_RETRY_MS = 60_000;

/**
 * Keeps a form's answers moving to the server: every edit is written to IndexedDB at once and
 * sent after a pause (debounced autosave) or on demand; a failed or offline send is retried
 * when the connection returns. Each answer carries the time of the server copy it started
 * from; the server refuses (409) to overwrite a newer answer, and the refused ones become
 * conflicts the head resolves: nothing is overwritten silently.
 */
export class AnswerSync {
  private readonly opts: Required<Omit<AnswerSyncOptions, 'events'>> & Pick<AnswerSyncOptions, 'events'>;
  private pending = new Map<string, StoredAnswer>();
  private kept = new Map<string, StoredAnswer>();
  private baseline = new Map<string, { value: unknown; at: string | null }>();
  /** What this page sent and when the server saved it: a server read older than that must not undo it. */
  private settled = new Map<string, { value: unknown; savedAt: string }>();
  private conflicts = new Map<string, Conflict>();
  private listeners = new Set<() => void>();
  private snap: SyncSnapshot = { phase: 'saved', pending: 0, conflicts: [], error: null, details: [], savedAt: null };
  private sendTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = 2000;
  private inflight: Promise<boolean> | null = null;
  private persisting: Promise<void> = Promise.resolve();
  private stopped = false;
  private started: Promise<void> | null = null;

  constructor(options: AnswerSyncOptions) {
    this.opts = {
      debounceMs: 1500,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
      storage: defaultStorage,
      now: () => Date.now(),
      ...options,
    };
  }

  /** Loads what earlier visits left unsent and listens for the connection; safe to call again after stop(). */
  start(): Promise<void> {
    this.stopped = false;
    this.opts.events?.addEventListener('online', this.onOnline);
    this.opts.events?.addEventListener('offline', this.onOffline);
    if (!this.started) {
      this.started = this.opts.storage
        .list(this.opts.user, this.opts.kind, this.opts.accrid)
        .then((stored) => {
          for (const a of stored) {
            if (a.sent) this.kept.set(a.questionid, a);
            else if (!this.pending.has(a.questionid)) this.pending.set(a.questionid, a);
          }
          this.update(this.pending.size > 0 ? { phase: this.opts.isOnline() ? 'device' : 'offline' } : {});
        })
        .catch(() => undefined);
    }
    return this.started.then(() => {
      if (this.pending.size > this.conflicts.size && !this.stopped) this.schedule(0);
    });
  }

  /** Stops timers and listeners; unsent answers stay in storage for the next visit. */
  stop(): void {
    this.stopped = true;
    this.opts.events?.removeEventListener('online', this.onOnline);
    this.opts.events?.removeEventListener('offline', this.onOffline);
    if (this.sendTimer) clearTimeout(this.sendTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.sendTimer = null;
    this.retryTimer = null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snap;

  /** Records what the server holds for some questions, and when each was saved (a domain just loaded). */
  knowServer(answers: Record<string, unknown>, times: Record<string, string>, questionids: string[]): void {
    for (const q of questionids) {
      const at = times[q] ?? null;
      // The read may have left the server before an answer this page sent was saved (a reload
      // sends what the last visit left at once): the later save wins, not the older read.
      const mine = this.settled.get(q);
      if (mine && (at === null || Date.parse(at) < Date.parse(mine.savedAt))) {
        this.baseline.set(q, { value: mine.value, at: mine.value === null ? null : mine.savedAt });
        continue;
      }
      this.settled.delete(q);
      this.baseline.set(q, { value: answers[q] ?? null, at });
    }
  }

  /**
   * The value this device holds for a question beyond the server copy the page read, if any:
   * unsent, kept (external), or sent after that read (to put into a freshly loaded form).
   */
  pendingValue(questionid: string): { value: unknown } | null {
    const p = this.pending.get(questionid) ?? this.kept.get(questionid);
    if (p) return { value: p.value };
    const s = this.settled.get(questionid);
    return s ? { value: s.value } : null;
  }

  /** All values this device holds for the form: unsent ones and, for external answers, sent ones. */
  localValues(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [q, a] of this.kept) out[q] = a.value;
    for (const [q, a] of this.pending) out[q] = a.value;
    return out;
  }

  /** The values not yet on the server (newer than anything the server gave). */
  unsentValues(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [q, a] of this.pending) out[q] = a.value;
    return out;
  }

  /** The reason typed for a Not Applicable answer and not yet sent, if any. */
  pendingReason(questionid: string): string | undefined {
    return this.pending.get(questionid)?.reason;
  }

  /**
   * The head typed why a question does not apply. The reason travels with its Not Applicable
   * answer in one record, so a later change of the answer can never leave a stray reason behind.
   */
  editReason(domainId: string, questionid: string, reason: string): void {
    const before = this.pending.get(questionid);
    const value = before ? before.value : (this.baseline.get(questionid)?.value ?? null);
    this.edit(domainId, questionid, value, reason);
  }

  /** The head (or the evaluator) changed an answer. */
  edit(domainId: string, questionid: string, value: unknown, reason?: string): void {
    const known = this.baseline.get(questionid) ?? { value: this.kept.get(questionid)?.value ?? null, at: null };
    const before = this.pending.get(questionid);
    const key = answerKey(this.opts.user, this.opts.kind, this.opts.accrid, questionid);
    // A reason stays with its answer only while the answer stays Not Applicable.
    const keptReason = value === 'NA' ? (reason ?? before?.reason) : undefined;
    if (sameAnswer(value, known.value) && keptReason === undefined && !this.conflicts.has(questionid)) {
      if (!before) return;
      this.pending.delete(questionid);
      void this.persist(() => this.opts.storage.remove([key]));
    } else {
      const record: StoredAnswer = {
        key,
        user: this.opts.user,
        accrid: this.opts.accrid,
        kind: this.opts.kind,
        domainId,
        questionid,
        value: value === undefined ? null : value,
        ...(keptReason !== undefined ? { reason: keptReason } : {}),
        baseAt: before ? before.baseAt : known.at,
        at: this.opts.now(),
      };
      this.pending.set(questionid, record);
      void this.persist(() => this.opts.storage.put([record]));
    }
    // Already on this device and the new edit follows within milliseconds: the state stays as it
    // is, so typing re-renders nothing but the field.
    const onDevice = this.snap.phase === 'device' || this.snap.phase === 'offline';
    const phase = this.pending.size === 0 ? (this.snap.phase === 'error' || this.snap.phase === 'unsaved' ? 'saved' : this.snap.phase) : onDevice ? this.snap.phase : 'unsaved';
    this.update({ phase, error: null, details: [] });
    this.schedule(this.opts.debounceMs);
  }

  /** Sends every unsent answer now; answers whether all reached the server. */
  flush = (): Promise<boolean> => {
    if (this.sendTimer) {
      clearTimeout(this.sendTimer);
      this.sendTimer = null;
    }
    if (this.inflight) return this.inflight.then(() => (this.pending.size > this.conflicts.size ? this.flush() : this.pending.size === 0));
    this.inflight = this.run().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  };

  /** Drops unsent answers (all, or some questions), e.g. "leave without saving". */
  async discard(questionids?: string[]): Promise<void> {
    const ids = questionids ?? [...this.pending.keys()];
    const keys: string[] = [];
    for (const q of ids) {
      const p = this.pending.get(q);
      if (p) keys.push(p.key);
      this.pending.delete(q);
      this.conflicts.delete(q);
    }
    await this.persist(() => this.opts.storage.remove(keys));
    this.update({ phase: this.pending.size > 0 ? this.snap.phase : 'saved' });
  }

  /** Resolves a conflict with this device's answer: it is sent over the server's. */
  keepMine(questionid: string): Promise<boolean> {
    const c = this.conflicts.get(questionid);
    const p = this.pending.get(questionid);
    if (!c || !p) return Promise.resolve(true);
    this.conflicts.delete(questionid);
    const record = { ...p, baseAt: c.theirsAt };
    this.pending.set(questionid, record);
    void this.persist(() => this.opts.storage.put([record]));
    this.update({});
    return this.flush();
  }

  /** Resolves a conflict with the server's answer: this device's edit is dropped. Answers the server's value. */
  async takeTheirs(questionid: string): Promise<unknown> {
    const c = this.conflicts.get(questionid);
    if (c) this.baseline.set(questionid, { value: c.theirs, at: c.theirsAt });
    await this.discard([questionid]);
    return c ? c.theirs : (this.baseline.get(questionid)?.value ?? null);
  }

  private onOnline = () => {
    this.retryMs = 2000;
    if (this.pending.size > 0) void this.flush();
  };

  private onOffline = () => {
    if (this.pending.size > 0) this.update({ phase: 'offline' });
  };

  private persist(write: () => Promise<void>): Promise<void> {
    this.persisting = this.persisting.then(write).then(
      () => {
        if (this.snap.phase === 'unsaved') this.update({ phase: this.opts.isOnline() ? 'device' : 'offline' });
      },
      () => this.update({ phase: 'error', error: null }),
    );
    return this.persisting;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = setTimeout(() => {
      this.sendTimer = null;
      void this.flush();
    }, ms);
  }

  private retryLater(): void {
    if (this.stopped || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, wait);
  }

  private async run(): Promise<boolean> {
    await this.persisting;
    // A refused batch writes nothing: the answers without a conflict go again at once.
    for (let round = 0; round < 3; round++) {
      const batch = [...this.pending.values()].filter((p) => !this.conflicts.has(p.questionid));
      if (batch.length === 0) {
        this.update({ phase: this.pending.size > 0 ? 'device' : 'saved' });
        return this.pending.size === 0;
      }
      if (!this.opts.isOnline()) {
        this.update({ phase: 'offline' });
        return false;
      }
      this.update({ phase: 'sending' });
      try {
        const result = await this.opts.send(
          batch.map((p) =>
            this.opts.kind === 'self'
              ? { questionid: p.questionid, value: p.value, base: p.baseAt, ...(p.reason !== undefined ? { reason: p.reason } : {}) }
              : { questionid: p.questionid, value: p.value },
          ),
        );
        await this.settle(batch, (result && result.updatedAt) || null);
        this.retryMs = 2000;
        const left = this.pending.size;
        this.update({ phase: left > 0 ? (this.conflicts.size === left ? 'device' : 'unsaved') : 'saved', savedAt: this.opts.now(), error: null, details: [] });
        if (left > this.conflicts.size) this.schedule(this.opts.debounceMs);
        return left === 0;
      } catch (e) {
        const { status, message, details } = failure(e);
        const clashes = status === 409 ? details.filter((d) => d.problem === 'conflict' && typeof d.questionid === 'string') : [];
        if (clashes.length > 0) {
          for (const d of clashes) {
            const p = this.pending.get(d.questionid as string);
            if (!p) continue;
            const theirsAt = typeof d.serverUpdatedAt === 'string' ? d.serverUpdatedAt : null;
            this.conflicts.set(p.questionid, { questionid: p.questionid, domainId: p.domainId, mine: p.value, theirs: d.serverValue ?? null, theirsAt });
          }
          this.update({});
          continue;
        }
        if (isTransientStatus(status)) {
          this.update({ phase: this.opts.isOnline() && status !== 0 ? 'error' : 'offline', error: status !== 0 ? message : null, details: [] });
          this.retryLater();
        } else {
          this.update({ phase: 'error', error: message, details });
        }
        return false;
      }
    }
    this.update({ phase: 'device' });
    return false;
  }

  /** Marks answers as on the server; an answer edited again meanwhile stays pending, now based on the sent copy. */
  private async settle(sent: StoredAnswer[], at: string | null): Promise<void> {
    const remove: string[] = [];
    const keep: StoredAnswer[] = [];
    for (const p of sent) {
      this.baseline.set(p.questionid, { value: p.value, at: p.value === null ? null : at });
      if (at) this.settled.set(p.questionid, { value: p.value, savedAt: at });
      const now = this.pending.get(p.questionid);
      if (now === p) {
        this.pending.delete(p.questionid);
        if (this.opts.kind === 'external') {
          const record = { ...p, sent: true };
          this.kept.set(p.questionid, record);
          keep.push(record);
        } else remove.push(p.key);
      } else if (now) {
        const rebased = { ...now, baseAt: p.value === null ? null : at };
        this.pending.set(p.questionid, rebased);
        keep.push(rebased);
      }
    }
    await this.persist(async () => {
      await this.opts.storage.remove(remove);
      await this.opts.storage.put(keep);
    });
  }

  private update(patch: Partial<SyncSnapshot>): void {
    const conflicts = [...this.conflicts.values()];
    const next = { ...this.snap, ...patch, pending: this.pending.size, conflicts };
    const prev = this.snap;
    // Most edits change nothing visible: keep the snapshot, so nothing re-renders.
    if (
      next.phase === prev.phase &&
      next.pending === prev.pending &&
      next.error === prev.error &&
      next.savedAt === prev.savedAt &&
      next.details.length === prev.details.length &&
      next.conflicts.length === prev.conflicts.length &&
      next.conflicts.every((c, i) => c === prev.conflicts[i])
    ) {
      return;
    }
    this.snap = next;
    for (const l of this.listeners) l();
  }
}
