import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type FormJson = { answers: Record<string, unknown>; updatedAt: Record<string, string> };

const SAVES = 40;
const READERS = 4;
// The writer goes on past SAVES until the readers have read as often (a save is cheaper than a
// read, so on a busy host forty saves could end before forty reads); this bounds it.
const MAX_SAVES = SAVES * 10;

/**
 * A read made while the head saves must show one moment of the form, never the value of one
 * moment beside the time of another. The browser keeps the head's own save unless the server
 * shows a newer time: an old value paired with the new save's time made a next visit show the
 * value before the last one typed (stop note of 2026-11-28, the save-path race), and a base time
 * taken from such a read lets a later save pass over an answer it never saw.
 */
describe.each(testDatabases)('reads while the head saves, on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let accrid = 0;
  const q = 'Q183';

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('head');
    const [form] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    expect((await t.call('POST', '/v1/school/update', { token, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) } })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('every domain read pairs each answer with the time that answer was saved', async () => {
    const valueAt = new Map<string, unknown>();
    const seen: { value: unknown; at: string | undefined }[] = [];
    let writing = true;
    const writer = (async () => {
      try {
        for (let i = 0; i < MAX_SAVES && (i < SAVES || seen.length <= SAVES); i++) {
          const saved = await t.call<{ updatedAt: string }>('POST', '/v1/form/answers', { token, body: { accrid, answers: [{ questionid: q, value: 500 + i }] } });
          expect(saved.status).toBe(200);
          valueAt.set(saved.body.value.updatedAt, 500 + i);
        }
      } finally {
        writing = false;
      }
    })();
    const reader = async () => {
      while (writing) {
        const read = await t.call<FormJson>('POST', '/v1/form/json', { token, body: { accrid, domainId: 'D6' } });
        expect(read.status).toBe(200);
        seen.push({ value: read.body.value.answers[q], at: read.body.value.updatedAt[q] });
      }
    };
    await Promise.all([writer, ...Array.from({ length: READERS }, reader)]);
    expect(seen.length).toBeGreaterThan(SAVES);
    // Every read shows no answer yet, or exactly the value saved at the time it gives.
    const mismatched = seen.filter((s) => (s.at === undefined ? s.value !== undefined : valueAt.get(s.at) !== s.value));
    expect(mismatched.map((s) => ({ ...s, savedThen: s.at === undefined ? undefined : valueAt.get(s.at) }))).toEqual([]);
  });

  it("the form's opening (five services in one call) reads one moment: the domain's count agrees with its answers", async () => {
    type Opened = { form: FormJson; domains: { domainId: string; attempted: number }[] };
    const open = () => t.call<Opened>('POST', '/v1/form/open', { token, body: { accrid, domainId: 'D6' } });
    const save = (value: number | null) => t.call('POST', '/v1/form/answers', { token, body: { accrid, answers: [{ questionid: q, value }] } });
    expect((await save(null)).status).toBe(200);
    const before = (await open()).body.value;
    expect(before.form.answers[q]).toBeUndefined();
    const base = before.domains.find((d) => d.domainId === 'D6')!.attempted;
    const seen: { answered: boolean; attempted: number }[] = [];
    let writing = true;
    // The answer comes and goes; each opening must show it and count it, or neither.
    const writer = (async () => {
      try {
        for (let i = 0; i < MAX_SAVES && (i < SAVES || seen.length <= SAVES / 2 || i % 2 === 1); i++) expect((await save(i % 2 ? null : 40 + i)).status).toBe(200);
      } finally {
        writing = false;
      }
    })();
    const reader = async () => {
      while (writing) {
        const read = await open();
        expect(read.status).toBe(200);
        seen.push({ answered: read.body.value.form.answers[q] !== undefined, attempted: read.body.value.domains.find((d) => d.domainId === 'D6')!.attempted });
      }
    };
    await Promise.all([writer, ...Array.from({ length: READERS }, reader)]);
    expect(seen.length).toBeGreaterThan(SAVES / 2);
    expect(seen.some((s) => s.answered) && seen.some((s) => !s.answered)).toBe(true);
    expect(seen.filter((s) => s.attempted !== base + (s.answered ? 1 : 0))).toEqual([]);
  });
});
