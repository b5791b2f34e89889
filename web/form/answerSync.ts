import { createActor, fromPromise, waitFor } from 'xstate';
import { listAnswers, writeAnswers, type StoredAnswer } from './offlineStore';
import { answerSyncMachine, type AnswerSyncActor, type AnswerSyncSnapshot } from './sync/answerSync.machine';
import { atRisk, toSent, type DiskOps, type SentAnswer } from './sync/syncRecords';
import { syncPageView, syncStatusView, type SyncPageView, type SyncStatusView } from './sync/syncView';

export type { Conflict, SentAnswer } from './sync/syncRecords';
export type { SyncPageView, SyncPhase, SyncStatusView } from './sync/syncView';

/** The browser's store as the save path uses it: read a form's records, write and remove in one committed transaction. */
export type AnswerStorage = {
  list: (user: string, kind: string, accrid: string) => Promise<StoredAnswer[]>;
  write: (ops: DiskOps) => Promise<void>;
};

type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type AnswerSyncOptions = {
  user: string;
  accrid: string;
  kind: 'self' | 'external';
  /** Sends answers; answers the server's save time. Throws an ApiError-like value on failure. */
  send: (answers: SentAnswer[]) => Promise<{ updatedAt?: string } | void>;
  debounceMs?: number;
  isOnline?: () => boolean;
  storage?: AnswerStorage;
  now?: () => number;
  /** Where online/offline and the page's pagehide/pageshow come from (window in the browser). */
  events?: PageEvents;
  /** Where visibilitychange comes from (document in the browser). */
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Asks the browser not to evict the store (navigator.storage.persist). */
  persistStorage?: () => void;
  /** Tabs of this browser whose save path is running now (their records are theirs to send), and how this one says it runs. */
  tabs?: TabRegistry;
};

/**
 * Which save paths run now, so that one tab never takes over the answers another is still sending.
 * `alive` answers those of the named tabs still running once a tab just closed has had a moment
 * to let go.
 */
export type TabRegistry = { alive: (tabs: string[]) => Promise<Set<string>>; hold: (tab: string) => () => void };

const LOCK_PREFIX = 'answer-sync:';
/** How long a tab that is closing may take to let go of its lock. */
const CLOSING_MS = 1500;

/** The browser's Web Locks: each running save path holds one lock until it stops or its tab closes. */
const browserTabs: TabRegistry = {
  alive: async (tabs) => {
    if (typeof navigator === 'undefined' || !navigator.locks || tabs.length === 0) return new Set();
    const running = await Promise.all(
      tabs.map((tab) =>
        navigator.locks
          .request(LOCK_PREFIX + tab, { signal: AbortSignal.timeout(CLOSING_MS) }, () => false)
          .then(
            () => false,
            () => true,
          ),
      ),
    );
    return new Set(tabs.filter((_, i) => running[i]));
  },
  hold: (tab) => {
    if (typeof navigator === 'undefined' || !navigator.locks) return () => undefined;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    void navigator.locks.request(LOCK_PREFIX + tab, () => held).catch(() => undefined);
    return release;
  },
};

/** The tab that wrote a record (revisions are `tab.n`; records from before revisions have none). */
function tabOf(record: StoredAnswer): string | null {
  const dot = record.rev?.indexOf('.') ?? -1;
  return dot > 0 ? record.rev!.slice(0, dot) : null;
}

const browserStorage: AnswerStorage = {
  list: listAnswers,
  write: (ops) =>
    writeAnswers(
      ops.puts,
      ops.removes.map((r) => ({ key: r.key, rev: r.rev })),
    ),
};

const QUIET_TIMEOUT_MS = 30_000;
let tabs = 0;

function tabId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);
  return `${random}${++tabs}`;
}

/**
 * Keeps a form's answers moving to the server through the save machine (sync/answerSync.machine.ts):
 * every edit is committed to IndexedDB and sent after a pause (autosave) or on demand; a failed or
 * offline send is tried again when the connection returns. Each answer carries the time of the
 * server copy it started from; the server refuses (409) to overwrite a newer answer, and the
 * refused ones become conflicts the head resolves. This class only turns calls into events and
 * reads the machine's snapshot.
 */
export class AnswerSync {
  readonly actor: AnswerSyncActor;
  private readonly opts: AnswerSyncOptions & { isOnline: () => boolean };
  private started: Promise<void> | null = null;
  private readonly tab: string;
  private readonly tabs: TabRegistry;
  private release: (() => void) | null = null;

  constructor(options: AnswerSyncOptions) {
    this.opts = { isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false), ...options };
    const storage = options.storage ?? browserStorage;
    const tabs = options.tabs ?? browserTabs;
    this.tabs = tabs;
    this.tab = tabId();
    const send = options.send;
    this.actor = createActor(
      answerSyncMachine.provide({
        actors: {
          // What another running tab keeps is left to it: taken over here, its answers would go twice and a later edit there would meet this tab's copy as a conflict.
          list: fromPromise(async ({ input }) => {
            const rows = await storage.list(input.user, input.kind, input.accrid);
            const owners = [...new Set(rows.map(tabOf).filter((t): t is string => t !== null && t !== this.tab))];
            const alive = await tabs.alive(owners).catch(() => new Set<string>());
            return rows.filter((r) => {
              const tab = tabOf(r);
              return tab === null || !alive.has(tab);
            });
          }),
          write: fromPromise(async ({ input }) => {
            await storage.write(input);
            return input;
          }),
          send: fromPromise(({ input }) => send(toSent(input.batch))),
        },
      }),
      {
        input: {
          user: options.user,
          accrid: options.accrid,
          kind: options.kind,
          online: this.opts.isOnline(),
          debounceMs: options.debounceMs ?? 1500,
          tab: this.tab,
          now: options.now ?? (() => Date.now()),
        },
      },
    );
  }

  /** Loads what earlier visits left unsent and listens for the connection and the page; safe to call again after stop(). */
  start(): Promise<void> {
    const { events, visibility } = this.opts;
    events?.addEventListener('online', this.onOnline);
    events?.addEventListener('offline', this.onOffline);
    events?.addEventListener('pagehide', this.onLeave);
    events?.addEventListener('pageshow', this.onResume);
    visibility?.addEventListener('visibilitychange', this.onVisibility);
    this.release ??= this.tabs.hold(this.tab);
    if (!this.started) {
      this.opts.persistStorage?.();
      this.actor.start();
      this.started = waitFor(this.actor, (s) => !s.matches({ disk: 'loading' })).then(
        () => undefined,
        () => undefined,
      );
    } else this.actor.send({ type: 'sync.resume' });
    return this.started;
  }

  /** The page leaves this form: emptied fields count as left empty, what is unsent goes now and stays stored for the next visit. */
  stop(): void {
    const { events, visibility } = this.opts;
    events?.removeEventListener('online', this.onOnline);
    events?.removeEventListener('offline', this.onOffline);
    events?.removeEventListener('pagehide', this.onLeave);
    events?.removeEventListener('pageshow', this.onResume);
    visibility?.removeEventListener('visibilitychange', this.onVisibility);
    this.actor.send({ type: 'sync.leave' });
    // What is left unsent is now for the next page that opens this form (in this tab or another).
    this.release?.();
    this.release = null;
  }

  /** What the page shows beside the form, as it is now: unsent count, conflicts, the server's refusal (useFormSync follows it with @xstate/react). */
  getSnapshot = (): SyncPageView => syncPageView(this.actor.getSnapshot());

  /** The status line as it reads now. */
  status(): SyncStatusView {
    return syncStatusView(this.actor.getSnapshot());
  }

  /** Whether closing the tab now would lose an edit (not yet committed to this device). */
  atRisk(): boolean {
    return atRisk(this.snapshot().context.records);
  }

  private snapshot(): AnswerSyncSnapshot {
    return this.actor.getSnapshot();
  }

  /** Records what the server holds for some questions, and when each was saved (a domain just loaded). */
  knowServer(answers: Record<string, unknown>, times: Record<string, string>, questionids: string[]): void {
    this.actor.send({ type: 'sync.knowServer', answers, times, questionids });
  }

  /**
   * The value this device holds for a question beyond the server copy the page read, if any:
   * unsent, kept (external), or sent after that read (to put into a freshly loaded form).
   */
  pendingValue(questionid: string): { value: unknown } | null {
    const r = this.snapshot().context.records;
    const p = r.pending[questionid] ?? r.kept[questionid];
    if (p) return { value: p.value };
    const s = r.settled[questionid];
    return s ? { value: s.value } : null;
  }

  /**
   * What the form shows for these questions once knowServer has taken the page's read: this
   * device's unsent value, else the server copy the page now trusts (this page's own save when
   * the read left the server before it), else nothing. The head's form and the evaluator's
   * seed from this one rule, so a read that arrives after the page's first save never shows the
   * value from before it.
   */
  shownValues(questionids: string[]): Record<string, unknown> {
    const r = this.snapshot().context.records;
    const out: Record<string, unknown> = {};
    for (const q of questionids) {
      const p = r.pending[q];
      const value = p ? p.value : (r.baseline[q]?.value ?? null);
      if (value !== null && value !== undefined) out[q] = value;
    }
    return out;
  }

  /** All values this device holds for the form: unsent ones and, for external answers, sent ones. */
  localValues(): Record<string, unknown> {
    const r = this.snapshot().context.records;
    const out: Record<string, unknown> = {};
    for (const [q, a] of Object.entries(r.kept)) out[q] = a.value;
    for (const [q, a] of Object.entries(r.pending)) out[q] = a.value;
    return out;
  }

  /** The reason typed for a Not Applicable answer and not yet sent, if any. */
  pendingReason(questionid: string): string | undefined {
    return this.snapshot().context.records.pending[questionid]?.reason;
  }

  /**
   * The head typed why a question does not apply. The reason travels with its Not Applicable
   * answer in one record, so a later change of the answer can never leave a stray reason behind.
   * `editing`: the box still has the focus, so an emptied reason is a retype until the head leaves it.
   */
  editReason(domainId: string, questionid: string, reason: string, editing?: boolean): void {
    const r = this.snapshot().context.records;
    const before = r.pending[questionid];
    const value = before ? before.value : (r.baseline[questionid]?.value ?? null);
    this.actor.send({ type: 'sync.edit', domainId, questionid, value, reason, ...(editing ? { editing } : {}) });
  }

  /**
   * The head (or the evaluator) changed an answer. `editing`: the field still has the focus, so an
   * emptied value is a retype on its way, not a deletion, until the head leaves the field (blur()).
   */
  edit(domainId: string, questionid: string, value: unknown, reason?: string, editing?: boolean): void {
    this.actor.send({ type: 'sync.edit', domainId, questionid, value, ...(reason !== undefined ? { reason } : {}), ...(editing ? { editing } : {}) });
  }

  /** The head left a field: if they left it empty, the answer is deleted now. */
  blur(questionid: string): void {
    this.actor.send({ type: 'sync.blur', questionid });
  }

  /** Sends every unsent answer now; answers whether all reached the server. */
  flush = async (): Promise<boolean> => {
    this.actor.send({ type: 'sync.flush' });
    await this.quiet();
    return Object.keys(this.snapshot().context.records.pending).length === 0;
  };

  /** Drops unsent answers (all, or some questions), e.g. "leave without saving". */
  async discard(questionids?: string[]): Promise<void> {
    this.actor.send({ type: 'sync.discard', questionids: questionids ?? null });
    await this.quiet();
  }

  /** Resolves a conflict with this device's answer: it is sent over the server's. */
  async keepMine(questionid: string): Promise<boolean> {
    this.actor.send({ type: 'sync.keepMine', questionid });
    await this.quiet();
    return Object.keys(this.snapshot().context.records.pending).length === 0;
  }

  /** Resolves a conflict with the server's answer: this device's edit is dropped. Answers the server's value. */
  async takeTheirs(questionid: string): Promise<unknown> {
    const r = this.snapshot().context.records;
    const c = r.conflicts[questionid];
    this.actor.send({ type: 'sync.takeTheirs', questionid });
    await this.quiet();
    return c ? c.theirs : (r.baseline[questionid]?.value ?? null);
  }

  /** Resolves when nothing is being sent or written (or after a long wait: a stuck store must not hang a button). */
  private quiet(): Promise<void> {
    const done = (s: AnswerSyncSnapshot) => !s.matches({ net: 'sending' }) && !s.matches({ disk: 'writing' }) && !s.matches({ disk: 'loading' });
    return waitFor(this.actor, done, { timeout: QUIET_TIMEOUT_MS }).then(
      () => undefined,
      () => undefined,
    );
  }

  private onOnline = () => this.actor.send({ type: 'sync.online' });
  private onOffline = () => this.actor.send({ type: 'sync.offline' });
  private onLeave = () => this.actor.send({ type: 'sync.leave' });
  private onResume = () => this.actor.send({ type: 'sync.resume' });
  private onVisibility = () => {
    // Hidden is often the last moment a phone's browser gives the page: send what is unsent now.
    if (this.opts.visibility?.visibilityState === 'hidden') this.actor.send({ type: 'sync.hide' });
  };
}
