import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { outboxMachine } from './outbox.machine';
import type { OutboxEvent, OutboxItem, SendOutcome, StoredOutboxItem } from './outboxTypes';

const item = (id: string, questionid = 'Q001'): StoredOutboxItem => ({
  id,
  user: 'head',
  accrid: '1',
  questionid,
  createdAt: Date.now(),
  payload: { kind: 'comment', comment: `comment ${id}` },
});

/** An outbox whose sends the test answers by hand, recording what was persisted and what was sent. */
function harness(online: boolean) {
  const pending = new Map<string, (e: OutboxEvent) => void>();
  const persisted: string[][] = [];
  const sent: { id: string; value: unknown }[] = [];
  const machine = outboxMachine.provide({
    actors: {
      send: fromCallback<OutboxEvent, OutboxItem>(({ sendBack, input }) => {
        pending.set(input.id, sendBack);
      }),
    },
    actions: {
      persist: (_a, p: { items: OutboxItem[] }) => void persisted.push(p.items.map((i) => i.id)),
      sent: (_a, p: { item: OutboxItem; value: unknown }) => void sent.push({ id: p.item.id, value: p.value }),
    },
    delays: { retry: 20 },
  });
  const actor = createActor(machine, { input: { online } }).start();
  const answer = (id: string, outcome: SendOutcome) => pending.get(id)!({ type: 'outbox.done', id, outcome });
  const states = () => actor.getSnapshot().context.items.map((i) => `${i.id}:${i.state}`);
  return { actor, answer, pending, persisted, sent, states };
}

describe('outboxMachine', () => {
  it('keeps what is made offline, persisted, and sends it in order once the connection is back', () => {
    const h = harness(false);
    h.actor.send({ type: 'outbox.add', item: item('a') });
    h.actor.send({ type: 'outbox.add', item: item('b') });
    expect(h.states()).toEqual(['a:queued', 'b:queued']);
    expect(h.persisted.at(-1)).toEqual(['a', 'b']);
    expect(h.actor.getSnapshot().context.items.map((i) => i.stored)).toEqual([false, false]);
    h.actor.send({ type: 'outbox.stored', ids: ['a', 'b'] });
    expect(h.actor.getSnapshot().context.items.map((i) => i.stored)).toEqual([true, true]);
    expect(h.pending.size).toBe(0);

    h.actor.send({ type: 'outbox.online' });
    expect(h.states()).toEqual(['a:sending', 'b:queued']);
    h.answer('a', { ok: true, value: { commentid: 7 } });
    expect(h.sent).toEqual([{ id: 'a', value: { commentid: 7 } }]);
    expect(h.states()).toEqual(['b:sending']);
    h.answer('b', { ok: true, value: null });
    expect(h.states()).toEqual([]);
    expect(h.persisted.at(-1)).toEqual([]);
    expect(h.actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('shows the upload progress of the item being sent', () => {
    const h = harness(true);
    h.actor.send({ type: 'outbox.add', item: item('a') });
    h.pending.get('a')!({ type: 'outbox.progress', id: 'a', fraction: 0.4 });
    expect(h.actor.getSnapshot().context.items[0]).toMatchObject({ state: 'sending', progress: 0.4 });
  });

  it('parks an item the network lost and sends it again when the browser comes online', () => {
    const h = harness(true);
    h.actor.send({ type: 'outbox.add', item: item('a') });
    h.actor.send({ type: 'outbox.offline' });
    h.answer('a', { ok: false, status: 0, message: null });
    expect(h.states()).toEqual(['a:waiting']);
    h.actor.send({ type: 'outbox.online' });
    expect(h.states()).toEqual(['a:sending']);
    h.answer('a', { ok: true, value: null });
    expect(h.sent.map((s) => s.id)).toEqual(['a']);
  });

  it('tries a waiting item again after a while on a flaky line that never went offline', async () => {
    const h = harness(true);
    h.actor.send({ type: 'outbox.add', item: item('a') });
    h.answer('a', { ok: false, status: 503, message: 'busy' });
    expect(h.states()).toEqual(['a:waiting']);
    await new Promise((r) => setTimeout(r, 60));
    expect(h.states()).toEqual(['a:sending']);
  });

  it('keeps a refused item with the server’s reason until the head removes it, and goes on with the rest', () => {
    const h = harness(true);
    h.actor.send({ type: 'outbox.add', item: item('a') });
    h.actor.send({ type: 'outbox.add', item: item('b') });
    h.answer('a', { ok: false, status: 409, message: 'This form cannot be changed now' });
    expect(h.states()).toEqual(['a:refused', 'b:sending']);
    expect(h.actor.getSnapshot().context.items[0].error).toBe('This form cannot be changed now');
    // The one being sent cannot be removed under the send; the refused one can.
    h.actor.send({ type: 'outbox.remove', id: 'b' });
    h.actor.send({ type: 'outbox.remove', id: 'a' });
    expect(h.states()).toEqual(['b:sending']);
    expect(h.persisted.at(-1)).toEqual(['b']);
  });

  it('restores what an earlier visit left, once, as queued', () => {
    const h = harness(false);
    h.actor.send({ type: 'outbox.restore', items: [item('a'), item('b')] });
    h.actor.send({ type: 'outbox.restore', items: [item('a')] });
    expect(h.states()).toEqual(['a:queued', 'b:queued']);
    h.actor.send({ type: 'outbox.online' });
    expect(h.states()).toEqual(['a:sending', 'b:queued']);
  });
});
