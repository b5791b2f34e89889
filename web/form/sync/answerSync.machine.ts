import { isTransientStatus } from '../../api/transient';
import { assign, cancel, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiDetail } from '../../api/client';
import type { StoredAnswer } from '../offlineStore';
import {
  addConflicts,
  applyEdit,
  commitClears,
  diskDirty,
  diskDone,
  diskOps,
  discard,
  emptyRecords,
  keepMine,
  knowServer,
  markSending,
  markWriting,
  markUnsure,
  restore,
  sendable,
  settle,
  takeTheirs,
  type DiskOps,
  type EditInput,
  type SyncRecord,
  type SyncRecords,
} from './syncRecords';

/** How a send failed: the status (0: no connection) and the server's words, as ApiError carries them. */
export type SendFailure = { status: number; message: string | null; details: ApiDetail[] };

export type SyncContext = {
  records: SyncRecords;
  online: boolean;
  /** The batch on its way to the server. */
  inflight: SyncRecord[];
  /** The last store transaction failed: the answers are only in this page's memory. */
  storeFailed: boolean;
  /** The server's refusal or error, shown until the next send. */
  failure: SendFailure | null;
  savedAt: number | null;
  retryMs: number;
  /** Stopped by the page (it left this form): no more retries by timer. */
  paused: boolean;
  /** A send was due while its answers were not yet in the store: it goes once they are. */
  owed: boolean;
  seq: number;
  tab: string;
  debounceMs: number;
  now: () => number;
};

export type SyncInput = { user: string; accrid: string; kind: 'self' | 'external'; online: boolean; debounceMs: number; tab: string; now: () => number };

export type SyncEvent =
  | ({ type: 'sync.edit' } & EditInput)
  | { type: 'sync.blur'; questionid: string }
  | { type: 'sync.flush' }
  | { type: 'sync.leave' }
  | { type: 'sync.hide' }
  | { type: 'sync.resume' }
  | { type: 'sync.due' }
  | { type: 'sync.online' }
  | { type: 'sync.offline' }
  | { type: 'sync.knowServer'; answers: Record<string, unknown>; times: Record<string, string>; questionids: string[] }
  | { type: 'sync.keepMine'; questionid: string }
  | { type: 'sync.takeTheirs'; questionid: string }
  | { type: 'sync.discard'; questionids: string[] | null };

const MAX_RETRY_MS = 60_000;
const FIRST_RETRY_MS = 2000;

/** A failure worth trying again later (web/api/transient.ts). */
export const retryable = isTransientStatus;

function failureOf(error: unknown): SendFailure {
  if (typeof error !== 'object' || error === null) return { status: 0, message: null, details: [] };
  const { status, message, details } = error as { status?: unknown; message?: unknown; details?: unknown };
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : null,
    details: Array.isArray(details) ? (details as ApiDetail[]) : [],
  };
}

/** Whether some answer was edited after the batch on its way left. */
function editedSince(context: SyncContext): boolean {
  const sent = new Map(context.inflight.map((p) => [p.questionid, p.rev]));
  return Object.values(context.records.pending).some((p) => sent.get(p.questionid) !== p.rev);
}

const revFor = (context: SyncContext, n: number) => `${context.tab}.${context.seq + n}`;

/** Applies a change to the records that may take fresh revisions, and counts the revisions taken. */
function change(context: SyncContext, fn: (r: SyncRecords, nextRev: () => string) => SyncRecords): Partial<SyncContext> {
  let used = 0;
  const records = fn(context.records, () => revFor(context, ++used));
  return { records, seq: context.seq + used };
}

/**
 * The save path of a form's answers. Two regions run side by side: `disk` keeps the browser's
 * store equal to the unsent answers (one transaction at a time, each committed before its answers
 * count as on this device), and `net` sends them after a pause, on demand, or when the
 * connection returns. The label the head sees is a pure function of this machine's snapshot
 * (syncView.ts). `list`, `write` and `send` are the only actors that touch the world.
 */
export const answerSyncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncInput,
  },
  actors: {
    list: fromPromise<StoredAnswer[], { user: string; kind: string; accrid: string }>(async () => []),
    write: fromPromise<DiskOps, DiskOps>(async ({ input }) => input),
    send: fromPromise<{ updatedAt?: string } | void, { batch: SyncRecord[] }>(async () => undefined),
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
    retry: ({ context }) => context.retryMs,
    diskRetry: 3000,
  },
  actions: {
    owe: assign({ owed: ({ context }) => sendable(context.records, false).length > 0 }),
  },
  guards: {
    diskDirty: ({ context }) => diskDirty(context.records),
    canSend: ({ context }) => context.online && !context.paused && sendable(context.records, !context.storeFailed).length > 0,
    owed: ({ context }) => context.owed,
  },
}).createMachine({
  id: 'answerSync',
  type: 'parallel',
  context: ({ input }) => ({
    records: emptyRecords(input.user, input.accrid, input.kind),
    online: input.online,
    inflight: [],
    storeFailed: false,
    failure: null,
    savedAt: null,
    retryMs: FIRST_RETRY_MS,
    paused: false,
    owed: false,
    seq: 0,
    tab: input.tab,
    debounceMs: input.debounceMs,
    now: input.now,
  }),
  on: {
    'sync.edit': {
      actions: [
        assign(({ context, event }) => change(context, (r, next) => applyEdit(r, event, context.now(), next()))),
        cancel('debounce'),
        raise({ type: 'sync.due' }, { id: 'debounce', delay: 'debounce' }),
      ],
    },
    'sync.blur': {
      guard: ({ context, event }) => event.questionid in context.records.clears || event.questionid in context.records.reasonClears,
      actions: [
        assign(({ context, event }) => change(context, (r, next) => commitClears(r, [event.questionid], context.now(), next))),
        cancel('debounce'),
        raise({ type: 'sync.due' }, { id: 'debounce', delay: 'debounce' }),
      ],
    },
    // Saving, leaving the page or hiding it: emptied fields count as left empty, and everything goes now.
    'sync.flush': { actions: [assign(({ context }) => change(context, (r, next) => commitClears(r, null, context.now(), next))), cancel('debounce'), raise({ type: 'sync.due' })] },
    'sync.leave': {
      actions: [
        assign(({ context }) => change(context, (r, next) => commitClears(r, null, context.now(), next))),
        cancel('debounce'),
        raise({ type: 'sync.due' }),
        assign({ paused: true }),
      ],
    },
    'sync.hide': { actions: [cancel('debounce'), raise({ type: 'sync.due' })] },
    'sync.resume': { actions: [assign({ paused: false }), raise({ type: 'sync.due' })] },
    'sync.online': { actions: [assign({ online: true, retryMs: FIRST_RETRY_MS }), raise({ type: 'sync.due' })] },
    'sync.offline': { actions: assign({ online: false }) },
    'sync.knowServer': { actions: assign({ records: ({ context, event }) => knowServer(context.records, event.answers, event.times, event.questionids) }) },
    'sync.keepMine': { actions: [assign(({ context, event }) => change(context, (r, next) => keepMine(r, event.questionid, next()))), raise({ type: 'sync.due' })] },
    'sync.takeTheirs': { actions: assign({ records: ({ context, event }) => takeTheirs(context.records, event.questionid) }) },
    'sync.discard': { actions: assign({ records: ({ context, event }) => discard(context.records, event.questionids), failure: null }) },
  },
  states: {
    disk: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'list',
            input: ({ context }) => ({ user: context.records.user, kind: context.records.kind, accrid: context.records.accrid }),
            onDone: { target: 'idle', actions: [assign({ records: ({ context, event }) => restore(context.records, event.output) }), raise({ type: 'sync.due' })] },
            onError: { target: 'idle' },
          },
        },
        idle: { always: { guard: 'diskDirty', target: 'writing' } },
        writing: {
          entry: assign({ records: ({ context }) => markWriting(context.records, diskOps(context.records)) }),
          exit: assign({ records: ({ context }) => markWriting(context.records, null) }),
          invoke: {
            src: 'write',
            input: ({ context }) => diskOps(context.records),
            onDone: [
              {
                guard: 'owed',
                target: 'idle',
                actions: [assign({ records: ({ context, event }) => diskDone(context.records, event.output), storeFailed: false }), raise({ type: 'sync.due' })],
              },
              { target: 'idle', actions: assign({ records: ({ context, event }) => diskDone(context.records, event.output), storeFailed: false }) },
            ],
            onError: { target: 'failed', actions: [assign({ storeFailed: true }), raise({ type: 'sync.due' })] },
          },
        },
        // The store refused a write (full, closed, missing): the answers stay in memory and are tried again.
        failed: { after: { diskRetry: 'idle' } },
      },
    },
    net: {
      initial: 'idle',
      states: {
        idle: { on: { 'sync.due': [{ guard: 'canSend', target: 'sending' }, { actions: 'owe' }] } },
        sending: {
          entry: assign(({ context }) => {
            const batch = sendable(context.records, !context.storeFailed);
            return { inflight: batch, records: markSending(context.records, batch), owed: false };
          }),
          exit: assign({ records: ({ context }) => markSending(context.records, []) }),
          invoke: {
            src: 'send',
            input: ({ context }) => ({ batch: context.inflight }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  ...change(context, (r, next) => settle(r, context.inflight, (event.output && event.output.updatedAt) || null, next)),
                  inflight: [],
                  failure: null,
                  retryMs: FIRST_RETRY_MS,
                  savedAt: context.now(),
                })),
                // Edits made while the batch travelled go after the usual pause.
                raise({ type: 'sync.due' }, { id: 'debounce', delay: 'debounce' }),
              ],
            },
            onError: [
              {
                // Refused as changed on the server: those wait for the head's choice, the rest go again at once.
                guard: ({ context, event }) => {
                  const f = failureOf(event.error);
                  return f.status === 409 && addConflicts(context.records, f.details, () => '') !== null;
                },
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    ...change(context, (r, next) => addConflicts(r, failureOf(event.error).details, next) ?? r),
                    inflight: [],
                  })),
                  raise({ type: 'sync.due' }),
                ],
              },
              {
                guard: ({ event }) => retryable(failureOf(event.error).status),
                target: 'waiting',
                actions: assign(({ context, event }) => ({
                  ...change(context, (r, next) => markUnsure(r, context.inflight, next)),
                  failure: failureOf(event.error),
                  inflight: [],
                })),
              },
              {
                // Answers edited while the refused batch travelled may be the corrections: they go after the pause.
                guard: ({ context }) => editedSince(context),
                target: 'refused',
                actions: [assign(({ event }) => ({ failure: failureOf(event.error), inflight: [] })), raise({ type: 'sync.due' }, { id: 'debounce', delay: 'debounce' })],
              },
              { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error), inflight: [] })) },
            ],
          },
        },
        // A failed try: again after a wait that doubles, or at once when the connection returns or the head saves.
        waiting: {
          after: { retry: { target: 'idle', actions: [assign({ retryMs: ({ context }) => Math.min(MAX_RETRY_MS, context.retryMs * 2) }), raise({ type: 'sync.due' })] } },
          on: { 'sync.due': [{ guard: 'canSend', target: 'sending' }, { actions: 'owe' }] },
        },
        // The server said no (a rule, a closed form): shown until the head changes something or saves again.
        refused: { on: { 'sync.due': [{ guard: 'canSend', target: 'sending' }, { actions: 'owe' }] } },
      },
    },
  },
});

export type AnswerSyncActor = ActorRefFrom<typeof answerSyncMachine>;
export type AnswerSyncSnapshot = SnapshotFrom<typeof answerSyncMachine>;
