import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface VersionView {
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
}
interface Recheck {
  id: string;
  field: string;
  target: string;
  en: string;
  hi: string;
  by: string | null;
  at: string;
}

const findQuestion = (c: CatalogueVersion, id: string): Question => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === id)!;

/**
 * Hindi re-check (issue 28, item 5): a Hindi text whose English changed is marked until a person
 * edits that Hindi or confirms it; a texts sheet counts too; publishing lists what is left.
 */
describe.each(testDatabases)('Hindi to re-check on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let v: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('dept');
    v = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token, body: { from: 'v4' } })).body.value.version;
  });
  afterAll(async () => t?.close());

  const open = async () => (await t.call<VersionView>('GET', `/v1/catalogue/versions/${v}`, { token })).body.value;
  const recheck = async () => {
    const r = await t.call<Recheck[]>('GET', `/v1/catalogue/versions/${v}/hindi-recheck`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.value;
  };
  const keys = async () => (await recheck()).map((x) => `${x.id}|${x.field}`);
  /** Saves one text of a question through the editor's route (PATCH), from the draft as it is now. */
  const setText = async (id: string, path: string[], to: string) => {
    const draft = await open();
    const q = findQuestion(draft.catalogue, id) as unknown as Record<string, Record<string, string> | undefined>;
    const res = await t.call('PATCH', `/v1/catalogue/drafts/${v}`, {
      token,
      body: { target: `question:${id}`, revision: draft.revisions[`question:${id}`] ?? 0, changes: [{ path, from: q[path[0]]?.[path[1]], to }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('marks the Hindi of a changed English text, and clears it when the Hindi is edited', async () => {
    expect(await recheck()).toEqual([]);
    await setText('Q005', ['label', 'en'], 'Does the school keep an up-to-date admission register?');
    const [one, ...rest] = await recheck();
    expect(rest).toEqual([]);
    expect(one).toMatchObject({ id: 'Q005', field: 'label', target: 'question:Q005', en: 'Does the school keep an up-to-date admission register?' });
    expect(one.hi).toBe(findQuestion((await open()).catalogue, 'Q005').label.hi);
    expect(one.by).toBeTruthy();
    // A second English change keeps one mark.
    await setText('Q005', ['label', 'en'], 'Does the school keep a complete, up-to-date admission register?');
    expect(await keys()).toEqual(['Q005|label']);
    await setText('Q005', ['label', 'hi'], 'क्या विद्यालय अद्यतन प्रवेश पंजी रखता है?');
    expect(await recheck()).toEqual([]);
  });

  it('clears a mark when the officer confirms the Hindi, with a line in the history, and refuses texts the draft lacks', async () => {
    await setText('Q006', ['label', 'en'], 'A new English wording of Q006');
    expect(await keys()).toEqual(['Q006|label']);
    const bad = await t.call('POST', `/v1/catalogue/drafts/${v}/hindi-checked`, { token, body: { texts: [{ id: 'Q999', field: 'label' }] } });
    expect(bad.status).toBe(400);
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/hindi-checked`, { token, body: { texts: [] } })).status).toBe(400);
    expect(await keys()).toEqual(['Q006|label']);
    const ok = await t.call<{ confirmed: number; remaining: number }>('POST', `/v1/catalogue/drafts/${v}/hindi-checked`, {
      token,
      body: { texts: [{ id: 'Q006', field: 'label' }] },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toEqual({ confirmed: 1, remaining: 0 });
    expect(await recheck()).toEqual([]);
    const history = await t.call<{ action: string; after: unknown }[]>('GET', `/v1/catalogue/versions/${v}/history?target=question:Q006`, { token });
    expect(history.body.value[0]).toMatchObject({ action: 'hindiChecked', after: [{ id: 'Q006', field: 'label' }] });
    // Changed again after the confirmation, it is marked again.
    await setText('Q006', ['label', 'en'], 'A newer English wording of Q006');
    expect(await keys()).toEqual(['Q006|label']);
    await t.call('POST', `/v1/catalogue/drafts/${v}/hindi-checked`, { token, body: { texts: [{ id: 'Q006', field: 'label' }] } });
  });

  it('marks the Hindi of every text whose English a texts sheet changes, and clears a row whose Hindi the sheet also changes', async () => {
    const c = (await open()).catalogue;
    const group = c.optionGroups.find((g) => g.options.length > 1)!;
    const sheet = [
      'id,field,English,हिन्दी',
      `Q007,label,English of Q007 from the sheet,`,
      `Q008,label,English of Q008 from the sheet,प्रश्न आठ का नया हिन्दी पाठ`,
      `group:${group.id},option:${group.options[0].code},A new option label,`,
      `D1,name,School Leadership and Management (revised),`,
    ].join('\n');
    const form = new FormData();
    form.set('apply', 'true');
    form.set('file', new File([sheet], 'texts.csv'));
    const r = await t.app.request(`/v1/catalogue/drafts/${v}/texts`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(r.status, await r.clone().text()).toBe(200);
    expect(((await r.json()) as { value: { applied: boolean } }).value.applied).toBe(true);
    expect((await keys()).sort()).toEqual(['D1|name', 'Q007|label', `group:${group.id}|option:${group.options[0].code}`].sort());
    const list = await recheck();
    expect(list.find((x) => x.id === 'D1')?.target).toBe('domain:D1');
    expect(list.find((x) => x.id.startsWith('group:'))?.target).toBe(`optionGroup:${group.id}`);
  });

  it('refuses to publish while texts are to re-check, naming each, and publishes when the officer publishes anyway', async () => {
    const remaining = await keys();
    expect(remaining.length).toBe(3);
    for (const lang of ['en', 'hi']) {
      const refused = await sendAndApprove(t, v, { lang });
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe('catalogueHindiToRecheck');
      expect(refused.body.errorMessage).toBe(
        lang === 'hi'
          ? 'कुछ हिन्दी पाठ अभी पुनः जाँचने हैं: हिन्दी लिखे जाने के बाद उनका अंग्रेज़ी पाठ बदला गया। उन्हें जाँचें, या फिर भी प्रकाशित करें।'
          : 'Some Hindi texts are still to re-check: their English changed after the Hindi was written. Check them, or publish anyway.',
      );
      expect(refused.body.details!.map((d) => d.field).sort()).toEqual([...remaining].sort());
    }
    expect((await t.call<VersionView & { status: string }>('GET', `/v1/catalogue/versions/${v}`, { token })).body.value.status).toBe('draft');
    // Confirming one leaves the others listed (sent back first: a draft awaiting approval takes no change).
    const dept2 = await t.login('dept2');
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/return`, { token: dept2, body: { comment: 'Check the Hindi first' } })).status).toBe(200);
    await t.call('POST', `/v1/catalogue/drafts/${v}/hindi-checked`, { token, body: { texts: [{ id: 'D1', field: 'name' }] } });
    const again = await sendAndApprove(t, v);
    expect(again.body.details!.map((d) => d.field).sort()).toEqual(remaining.filter((k) => k !== 'D1|name').sort());
    const published = await sendAndApprove(t, v, { body: { evenWithHindiToRecheck: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // A published version takes no confirmation.
    const late = await t.call('POST', `/v1/catalogue/drafts/${v}/hindi-checked`, { token, body: { texts: [{ id: 'Q007', field: 'label' }] } });
    expect(late.status).toBe(409);
  });

  it('clears a mark when a rebase brings the text as the newer published version has it', async () => {
    const start = async () => (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token, body: { from: v } })).body.value.version;
    const mine = await start();
    const theirs = await start();
    v = mine;
    await setText('Q010', ['label', 'en'], 'My English of Q010');
    expect(await keys()).toEqual(['Q010|label']);
    // Another draft changes the same English and is published first (its officer publishes anyway).
    v = theirs;
    await setText('Q010', ['label', 'en'], 'Their English of Q010');
    expect((await sendAndApprove(t, theirs, { body: { evenWithHindiToRecheck: true } })).status).toBe(200);
    v = mine;
    const rebased = await t.call('POST', `/v1/catalogue/drafts/${mine}/rebase`, { token, body: { onto: theirs, choices: [{ target: 'question:Q010', take: 'newest' }] } });
    expect(rebased.status, JSON.stringify(rebased.body)).toBe(200);
    expect(findQuestion((await open()).catalogue, 'Q010').label.en).toBe('Their English of Q010');
    expect(await recheck()).toEqual([]);
  });
});
