import * as fake from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKey, deleteAnswers, listAnswers, openOfflineDb, putAnswers, revOf, writeAnswers, type StoredAnswer } from './offlineStore';
import { outboxStore } from './outbox/outboxStore';
import type { StoredOutboxItem } from './outbox/outboxTypes';

// The IndexedDB path itself (fake-indexeddb in Node; a real browser in the e2e tests): where an answer
// not yet on the server lives across a closed tab.
const answer = (questionid: string, value: unknown, rev: string, accrid = '7'): StoredAnswer => ({
  key: answerKey('head', 'self', accrid, questionid),
  user: 'head',
  accrid,
  kind: 'self',
  domainId: 'D1',
  questionid,
  value,
  baseAt: null,
  at: 1,
  rev,
});

describe('the offline store on IndexedDB', () => {
  // Installed for this file only: the other tests of web/ run the in-memory path.
  const globals = globalThis as Record<string, unknown>;
  const names = Object.keys(fake).filter((name) => name.startsWith('IDB'));
  beforeAll(() => {
    for (const name of names) globals[name] = (fake as Record<string, unknown>)[name];
    globals.indexedDB = new fake.IDBFactory();
  });
  afterAll(() => {
    for (const name of [...names, 'indexedDB']) delete globals[name];
  });

  it('opens the database with both stores', async () => {
    const db = await openOfflineDb();
    expect(db).not.toBeNull();
    expect([...db!.objectStoreNames].sort()).toEqual(['answers', 'outbox']);
  });

  it('keeps answers by form, and lists one form’s only', async () => {
    await putAnswers([answer('Q001', 'YES', 'a1'), answer('Q002', 3, 'a1'), answer('Q001', 'NO', 'b1', '8')]);
    expect((await listAnswers('head', 'self', '7')).map((a) => [a.questionid, a.value])).toEqual([
      ['Q001', 'YES'],
      ['Q002', 3],
    ]);
    expect((await listAnswers('head', 'self', '8')).map((a) => a.value)).toEqual(['NO']);
  });

  it('removes an answer only while it is still the write it names: another tab’s newer one stays', async () => {
    // This tab sent Q001 as written at a1; meanwhile another tab wrote it again (a2).
    await putAnswers([answer('Q001', 'PARTLY', 'a2')]);
    await writeAnswers(
      [answer('Q003', 5, 'a1')],
      [
        { key: answerKey('head', 'self', '7', 'Q001'), rev: 'a1' },
        { key: answerKey('head', 'self', '7', 'Q002'), rev: 'a1' },
      ],
    );
    const left = await listAnswers('head', 'self', '7');
    expect(left.map((a) => [a.questionid, a.value, revOf(a)])).toEqual([
      ['Q001', 'PARTLY', 'a2'],
      ['Q003', 5, 'a1'],
    ]);
    await deleteAnswers(left.map((a) => a.key));
    expect(await listAnswers('head', 'self', '7')).toEqual([]);
  });

  it('replaces one form’s outbox items, leaving other forms’ alone', async () => {
    const item = (id: string, accrid: string, createdAt: number) => ({ id, user: 'head', accrid, createdAt }) as unknown as StoredOutboxItem;
    await outboxStore.replace('head', '7', [item('f1', '7', 2), item('f2', '7', 1)]);
    await outboxStore.replace('head', '8', [item('g1', '8', 1)]);
    expect((await outboxStore.list('head', '7')).map((i) => i.id)).toEqual(['f2', 'f1']);
    await outboxStore.replace('head', '7', [item('f1', '7', 2)]);
    expect((await outboxStore.list('head', '7')).map((i) => i.id)).toEqual(['f1']);
    expect((await outboxStore.list('head', '8')).map((i) => i.id)).toEqual(['g1']);
  });
});
