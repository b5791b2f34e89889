import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSync, type AnswerSyncOptions, type SentAnswer } from './answerSync';
import { revOf, type StoredAnswer } from './offlineStore';
import type { DiskOps } from './sync/syncRecords';

function memoryStorage() {
  const rows = new Map<string, StoredAnswer>();
  return {
    rows,
    put: async (list: StoredAnswer[]) => void list.forEach((a) => rows.set(a.key, a)),
    list: async (user: string, kind: string, accrid: string) => [...rows.values()].filter((a) => a.user === user && a.kind === kind && a.accrid === accrid),
    write: async ({ puts, removes }: DiskOps) => {
      for (const a of puts) rows.set(a.key, a);
      for (const r of removes) if (rows.has(r.key) && revOf(rows.get(r.key)!) === r.rev) rows.delete(r.key);
    },
  };
}

const fail = (status: number, details: object[] = []) => Object.assign(new Error(`HTTP ${status}`), { status, details });

/** A fake server with the real one's rule: an answer newer than the client's base is a conflict, and nothing is written. */
function fakeServer() {
  let clock = 0;
  const answers: Record<string, { value: unknown; at: string }> = {};
  return {
    answers,
    write(q: string, value: unknown) {
      answers[q] = { value, at: new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)).toISOString() };
      return answers[q].at;
    },
    save(list: SentAnswer[]) {
      const clashes = list.filter((a) => {
        const s = answers[a.questionid];
        return a.base !== undefined && s && (a.base === null || s.at > a.base) && JSON.stringify(s.value) !== JSON.stringify(a.value);
      });
      if (clashes.length)
        throw fail(
          409,
          clashes.map((a) => ({ questionid: a.questionid, problem: 'conflict', serverValue: answers[a.questionid].value, serverUpdatedAt: answers[a.questionid].at })),
        );
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)).toISOString();
      for (const a of list) {
        if (a.value === null) delete answers[a.questionid];
        else answers[a.questionid] = { value: a.value, at };
      }
      return { updatedAt: at };
    },
  };
}

function setup(extra: Partial<AnswerSyncOptions> = {}) {
  const storage = memoryStorage();
  const events = new EventTarget();
  const server = fakeServer();
  let online = true;
  const sent: SentAnswer[][] = [];
  const send = vi.fn(async (answers: SentAnswer[]) => {
    if (!online) throw fail(0);
    sent.push(answers);
    return server.save(answers);
  });
  const sync = new AnswerSync({
    user: 'head',
    accrid: '1',
    kind: 'self',
    send,
    debounceMs: 1000,
    isOnline: () => online,
    storage,
    events: events as unknown as Window,
    ...extra,
  });
  const load = (qs: string[]) => {
    const values = Object.fromEntries(Object.entries(server.answers).map(([q, a]) => [q, a.value]));
    const times = Object.fromEntries(Object.entries(server.answers).map(([q, a]) => [q, a.at]));
    sync.knowServer(values, times, qs);
  };
  return {
    sync,
    storage,
    sent,
    send,
    server,
    load,
    setOnline: (v: boolean) => {
      online = v;
      events.dispatchEvent(new Event(v ? 'online' : 'offline'));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerSync', () => {
  it('keeps an edit on the device, then sends it after the pause', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q001', 'Q002']);
    t.sync.edit('D1', 'Q002', 5);
    expect(t.sync.status().phase).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(10);
    expect(t.sync.status().phase).toBe('device');
    expect(t.storage.rows.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent).toEqual([[{ questionid: 'Q002', value: 5, base: null }]]);
    expect(t.sync.status().phase).toBe('saved');
    expect(t.storage.rows.size).toBe(0);
  });

  it('sends one request for many quick edits', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q002']);
    for (const v of [1, 12, 123]) {
      t.sync.edit('D1', 'Q002', v);
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sent).toEqual([[{ questionid: 'Q002', value: 123, base: null }]]);
  });

  it('bases a later edit on the copy it saved', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q002']);
    t.sync.edit('D1', 'Q002', 1);
    await t.sync.flush();
    const firstAt = t.server.answers.Q002.at;
    t.sync.edit('D1', 'Q002', 2);
    expect(await t.sync.flush()).toBe(true);
    expect(t.sent[1]).toEqual([{ questionid: 'Q002', value: 2, base: firstAt }]);
    expect(t.server.answers.Q002.value).toBe(2);
  });

  it('waits while offline and sends when the connection returns', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q002']);
    t.setOnline(false);
    t.sync.edit('D1', 'Q002', 7);
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.sent).toEqual([]);
    expect(t.sync.status().phase).toBe('offline');
    expect(t.storage.rows.size).toBe(1);
    t.setOnline(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(t.sent).toEqual([[{ questionid: 'Q002', value: 7, base: null }]]);
    expect(t.sync.status().phase).toBe('saved');
  });

  it('sends what an earlier visit left on the device', async () => {
    const t = setup();
    await t.storage.put([{ key: 'head|self|1|Q003', user: 'head', kind: 'self', accrid: '1', domainId: 'D1', questionid: 'Q003', value: 'A', baseAt: null, at: 1 }]);
    await t.sync.start();
    expect(t.sync.pendingValue('Q003')).toEqual({ value: 'A' });
    await vi.advanceTimersByTimeAsync(10);
    expect(t.sent).toEqual([[{ questionid: 'Q003', value: 'A', base: null }]]);
  });

  it('keeps what an earlier visit left and sent, when the page read the server before that save', async () => {
    const t = setup();
    t.server.write('Q003', 'B');
    // The page asked the server for the domain first; the answer arrives after the device's save.
    const staleValues = { Q003: t.server.answers.Q003.value };
    const staleTimes = { Q003: t.server.answers.Q003.at };
    await t.storage.put([{ key: 'head|self|1|Q003', user: 'head', kind: 'self', accrid: '1', domainId: 'D1', questionid: 'Q003', value: 'A', baseAt: staleTimes.Q003, at: 1 }]);
    await t.sync.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(t.server.answers.Q003.value).toBe('A');
    t.sync.knowServer(staleValues, staleTimes, ['Q003']);
    expect(t.sync.pendingValue('Q003')).toEqual({ value: 'A' });
    // The next edit starts from the saved copy, so it is no conflict with itself.
    t.sync.edit('D1', 'Q003', 'C');
    expect(await t.sync.flush()).toBe(true);
    expect(t.sync.getSnapshot().conflicts).toEqual([]);
    expect(t.server.answers.Q003.value).toBe('C');
    // A read that gives this save's own time holds this save.
    t.load(['Q003']);
    expect(t.sync.pendingValue('Q003')).toEqual({ value: 'C' });
    // Someone's later save (a newer time) is the server's word again.
    t.server.write('Q003', 'D');
    t.load(['Q003']);
    expect(t.sync.pendingValue('Q003')).toBeNull();
  });

  it('shows a newer server answer as a conflict, sends the rest, and sends mine when asked', async () => {
    const t = setup();
    await t.sync.start();
    t.server.write('Q001', 'YN1');
    t.load(['Q001', 'Q002']);
    t.sync.edit('D1', 'Q001', 'YN2');
    t.sync.edit('D1', 'Q002', 4);
    t.server.write('Q001', 'NA'); // another device, meanwhile
    expect(await t.sync.flush()).toBe(false);
    expect(t.server.answers.Q001.value).toBe('NA');
    expect(t.server.answers.Q002.value).toBe(4);
    expect(t.sync.getSnapshot().conflicts).toEqual([{ questionid: 'Q001', domainId: 'D1', mine: 'YN2', theirs: 'NA', theirsAt: t.server.answers.Q001.at }]);
    expect(await t.sync.keepMine('Q001')).toBe(true);
    expect(t.server.answers.Q001.value).toBe('YN2');
    expect(t.sync.status().phase).toBe('saved');
    expect(t.sync.getSnapshot().conflicts).toEqual([]);
  });

  it('takes the server answer when asked', async () => {
    const t = setup();
    await t.sync.start();
    t.server.write('Q001', 'YN1');
    t.load(['Q001']);
    t.sync.edit('D1', 'Q001', 'YN2');
    t.server.write('Q001', 'NA');
    await t.sync.flush();
    expect(await t.sync.takeTheirs('Q001')).toBe('NA');
    expect(t.sync.status().phase).toBe('saved');
    expect(t.sync.getSnapshot()).toMatchObject({ pending: 0, conflicts: [] });
    expect(t.storage.rows.size).toBe(0);
  });

  it('retries after a failed send', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q002']);
    t.send.mockRejectedValueOnce(fail(503));
    t.sync.edit('D1', 'Q002', 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sync.status().phase).toBe('error');
    await vi.advanceTimersByTimeAsync(2100);
    expect(t.server.answers.Q002.value).toBe(1);
    expect(t.sync.status().phase).toBe('saved');
  });

  it('reports a refused answer with its details and does not retry it', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q002']);
    t.send.mockRejectedValueOnce(fail(400, [{ questionid: 'Q002', problem: 'outOfRange', message: 'too big' }]));
    t.sync.edit('D1', 'Q002', 1e9);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.send).toHaveBeenCalledTimes(1);
    expect(t.sync.status().phase).toBe('error');
    expect(t.sync.getSnapshot()).toMatchObject({ details: [{ questionid: 'Q002' }] });
  });

  it('forgets an edit that returns to the saved value', async () => {
    const t = setup();
    await t.sync.start();
    t.server.write('Q001', 'YN1');
    t.load(['Q001']);
    t.sync.edit('D1', 'Q001', 'YN2');
    t.sync.edit('D1', 'Q001', 'YN1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.sent).toEqual([]);
    expect(t.sync.getSnapshot().pending).toBe(0);
  });

  it('keeps sent external answers on the device as well, so they show at once after a reload', async () => {
    const t = setup({ kind: 'external' });
    await t.sync.start();
    t.sync.edit('D1', 'Q001', 'YN1');
    await t.sync.flush();
    expect(t.sent).toEqual([[{ questionid: 'Q001', value: 'YN1', base: null }]]);
    expect(t.sync.localValues()).toEqual({ Q001: 'YN1' });
    expect([...t.storage.rows.values()][0]).toMatchObject({ sent: true });
  });

  it('sends a Not Applicable reason with its answer, keeps it on the device offline, and drops it when the answer changes', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q003']);
    t.setOnline(false);
    t.sync.edit('D1', 'Q003', 'NA');
    t.sync.editReason('D1', 'Q003', 'No kitchen');
    t.sync.editReason('D1', 'Q003', 'No kitchen: meals come from the cluster school');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.sent).toEqual([]);
    expect([...t.storage.rows.values()][0]).toMatchObject({ value: 'NA', reason: 'No kitchen: meals come from the cluster school' });
    t.setOnline(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(t.sent).toEqual([[{ questionid: 'Q003', value: 'NA', base: null, reason: 'No kitchen: meals come from the cluster school' }]]);
    // A reason typed later for an answer already on the server goes alone, with the same answer.
    t.sync.editReason('D1', 'Q003', 'Meals come from the cluster school');
    await t.sync.flush();
    expect(t.sent[1]).toEqual([{ questionid: 'Q003', value: 'NA', base: t.sent[1][0].base, reason: 'Meals come from the cluster school' }]);
    // Changing the answer carries no reason.
    t.sync.edit('D1', 'Q003', 'YN1');
    await t.sync.flush();
    expect(t.sent[2]).toEqual([{ questionid: 'Q003', value: 'YN1', base: t.sent[2][0].base }]);
  });

  it('keeps a saved answer while its field is emptied and retyped, and deletes it only when the head leaves it empty', async () => {
    const t = setup();
    await t.sync.start();
    t.server.write('Q002', 12);
    t.load(['Q002']);
    // Emptied while the field has the focus: nothing is stored or sent.
    t.sync.edit('D1', 'Q002', null, undefined, true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.sent).toEqual([]);
    expect(t.storage.rows.size).toBe(0);
    expect(t.sync.status().phase).toBe('saved');
    // Retyped: the new value goes, and the old one was never deleted on the way.
    t.sync.edit('D1', 'Q002', 4);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.sent).toEqual([[{ questionid: 'Q002', value: 4, base: expect.any(String) }]]);
    // Emptied and left empty: now it is deleted.
    t.sync.edit('D1', 'Q002', null, undefined, true);
    t.sync.blur('Q002');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.sent[1]).toEqual([{ questionid: 'Q002', value: null, base: expect.any(String) }]);
    expect(t.server.answers.Q002).toBeUndefined();
  });

  it('keeps a saved Not Applicable reason while the box is emptied to type a new one, and empties it only when the head leaves it empty', async () => {
    const t = setup();
    await t.sync.start();
    t.load(['Q003']);
    t.sync.edit('D1', 'Q003', 'NA');
    t.sync.editReason('D1', 'Q003', 'No kitchen', true);
    await t.sync.flush();
    expect(t.sent[0]).toEqual([{ questionid: 'Q003', value: 'NA', base: null, reason: 'No kitchen' }]);
    t.sync.editReason('D1', 'Q003', '', true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.sent).toHaveLength(1);
    expect(t.sync.pendingReason('Q003')).toBeUndefined();
    t.sync.editReason('D1', 'Q003', 'Meals come from the cluster school', true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.sent[1]).toEqual([{ questionid: 'Q003', value: 'NA', base: expect.any(String), reason: 'Meals come from the cluster school' }]);
    t.sync.editReason('D1', 'Q003', '', true);
    t.sync.blur('Q003');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.sent[2]).toEqual([{ questionid: 'Q003', value: 'NA', base: expect.any(String), reason: '' }]);
  });
});
