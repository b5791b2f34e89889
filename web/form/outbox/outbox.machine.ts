import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { OutboxEvent, OutboxItem, SendOutcome, StoredOutboxItem } from './outboxTypes';
import { isTransientStatus } from '../../api/transient';

type Context = { items: OutboxItem[]; online: boolean };
type Input = { online: boolean };

const fresh = (s: StoredOutboxItem, stored: boolean): OutboxItem => ({ ...s, state: 'queued', progress: 0, error: null, stored });
const next = (items: OutboxItem[]) => items.find((i) => i.state === 'queued');
const patch = (items: OutboxItem[], id: string, change: Partial<OutboxItem>) => items.map((i) => (i.id === id ? { ...i, ...change } : i));

/**
 * A failure worth trying again later (web/api/transient.ts), and a 401: the session ended while a
 * file waited, and it goes once the head signs in again instead of being refused. Anything else is
 * the server's "no".
 */
const retryable = (o: SendOutcome) => !o.ok && (isTransientStatus(o.status) || o.status === 401);
const requeue = (items: OutboxItem[]) => items.map((i) => (i.state === 'waiting' ? { ...i, state: 'queued' as const } : i));

/**
 * Evidence files and comments that could not be sent at once, sent one at a time, in the order
 * they were made, when the connection is there. A failed try (no connection, a server error)
 * parks the item ("waiting") and tries again when the browser comes online, or after a while if
 * it never went offline (a flaky line); a refusal keeps the item with the server's reason
 * until the head removes it; a sent item leaves the queue and its question learns of it
 * (`sent`). Every change of the items is handed to `persist` (IndexedDB), so a closed tab loses
 * nothing. `send` is the only actor that touches the network; tests give their own.
 */
export const outboxMachine = setup({
  types: {
    context: {} as Context,
    events: {} as OutboxEvent,
    input: {} as Input,
  },
  actors: {
    // Supplied by the page (XHR upload with progress, or the comment call).
    send: fromCallback<OutboxEvent, OutboxItem>(({ sendBack, input }) => {
      sendBack({ type: 'outbox.done', id: input.id, outcome: { ok: false, status: 0, message: null } });
    }),
  },
  actions: {
    persist: (_args, _params: { items: OutboxItem[] }) => undefined,
    sent: (_args, _params: { item: OutboxItem; value: unknown }) => undefined,
  },
  delays: {
    retry: 15_000,
  },
  guards: {
    hasWaiting: ({ context }) => context.online && context.items.some((i) => i.state === 'waiting'),
    hasQueued: ({ context }) => context.online && next(context.items) !== undefined,
    succeeded: ({ event }) => event.type === 'outbox.done' && event.outcome.ok,
    retryable: ({ event }) => event.type === 'outbox.done' && retryable(event.outcome),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ items: [], online: input.online }),
  initial: 'idle',
  on: {
    'outbox.restore': {
      actions: assign({ items: ({ context, event }) => [...context.items, ...event.items.filter((s) => !context.items.some((i) => i.id === s.id)).map((s) => fresh(s, true))] }),
    },
    'outbox.add': {
      actions: [assign({ items: ({ context, event }) => [...context.items, fresh(event.item, false)] }), { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
    },
    'outbox.remove': {
      guard: ({ context, event }) => context.items.some((i) => i.id === event.id && i.state !== 'sending'),
      actions: [
        assign({ items: ({ context, event }) => context.items.filter((i) => i.id !== event.id) }),
        { type: 'persist', params: ({ context }) => ({ items: context.items }) },
      ],
    },
    'outbox.stored': { actions: assign({ items: ({ context, event }) => context.items.map((i) => (event.ids.includes(i.id) ? { ...i, stored: true } : i)) }) },
    'outbox.offline': { actions: assign({ online: false }) },
    'outbox.online': { actions: assign({ online: true, items: ({ context }) => requeue(context.items) }) },
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'sending' },
      after: {
        retry: { guard: 'hasWaiting', actions: assign({ items: ({ context }) => requeue(context.items) }), target: 'idle', reenter: true },
      },
    },
    sending: {
      entry: assign({ items: ({ context }) => patch(context.items, next(context.items)!.id, { state: 'sending', progress: 0, error: null }) }),
      invoke: {
        src: 'send',
        input: ({ context }) => context.items.find((i) => i.state === 'sending')!,
      },
      on: {
        'outbox.online': { actions: assign({ online: true }) },
        'outbox.progress': { actions: assign({ items: ({ context, event }) => patch(context.items, event.id, { progress: event.fraction }) }) },
        'outbox.done': [
          {
            guard: 'succeeded',
            target: 'idle',
            actions: [
              { type: 'sent', params: ({ context, event }) => ({ item: context.items.find((i) => i.id === event.id)!, value: event.outcome.ok ? event.outcome.value : null }) },
              assign({ items: ({ context, event }) => context.items.filter((i) => i.id !== event.id) }),
              { type: 'persist', params: ({ context }) => ({ items: context.items }) },
            ],
          },
          {
            // Parked with the whole queue: the next try comes with the connection.
            guard: 'retryable',
            target: 'idle',
            actions: assign({ items: ({ context, event }) => patch(context.items, event.id, { state: 'waiting', progress: 0 }) }),
          },
          {
            target: 'idle',
            actions: assign({
              items: ({ context, event }) => patch(context.items, event.id, { state: 'refused', progress: 0, error: event.outcome.ok ? null : event.outcome.message }),
            }),
          },
        ],
      },
    },
  },
});

export type OutboxActor = ActorRefFrom<typeof outboxMachine>;
