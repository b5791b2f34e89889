import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../../server/auth/current-user';
import { openSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

// Bad input gets a 4xx with the failure envelope on every route, never a 500, and changes nothing
// (issue 15, defect 6: ids past PostgreSQL's integer, NUL in text, counts of 1e308).

interface Operation {
  'x-public': boolean;
  'x-privileges': number[];
  requestBody?: { content: Record<string, { example?: unknown; schema?: Schema }> };
}
type Schema = { $ref?: string; properties?: Record<string, { type?: unknown }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const ROLES = ['admin', 'dept', 'sqa', 'dqa', 'head'] as const;
const TOO_BIG = 2_147_483_648;

interface Case {
  label: string;
  method: string;
  url: string;
  body: unknown;
  privileges: number[];
}

const isType = (t: unknown, name: string) => t === name || (Array.isArray(t) && t.includes(name));

/** Every route with a path id past the limit, and every JSON field with an oversized number or a NUL character. */
function badCases(doc: Doc): Case[] {
  const out: Case[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op['x-public'] && /auth|register|forgot|reset/.test(path)) continue; // public calls have their own limits on calls per address
      const media = op.requestBody?.content['application/json'];
      const example = method === 'get' ? undefined : ((media?.example ?? {}) as Record<string, unknown>);
      const fill = (id: string) => path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'questionid' ? 'Q001' : name === 'schoolCode' ? '06010100101' : id));
      const base = { method: method.toUpperCase(), privileges: op['x-privileges'] };
      if (path.includes('{')) out.push({ ...base, label: `${method} ${path} id ${TOO_BIG}`, url: fill(String(TOO_BIG)), body: example });
      const ref = media?.schema?.$ref?.replace('#/components/schemas/', '');
      const schema = ref ? doc.components?.schemas?.[ref] : media?.schema;
      for (const [field, prop] of Object.entries(schema?.properties ?? {})) {
        if (isType(prop.type, 'integer') || isType(prop.type, 'number')) {
          for (const v of [TOO_BIG, 1e308]) out.push({ ...base, label: `${method} ${path} ${field}=${v}`, url: fill('1'), body: { ...example, [field]: v } });
        }
        if (isType(prop.type, 'string')) out.push({ ...base, label: `${method} ${path} ${field} with NUL`, url: fill('1'), body: { ...example, [field]: 'a\u0000b' } });
      }
    }
  }
  return out;
}

describe.each(testDatabases)('bad input on %s', (kind) => {
  let t: TestApp;
  let doc: Doc;
  const tokens = new Map<string, { token: () => Promise<string>; privileges: ReadonlySet<number> }>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    doc = (await (await t.app.request('/v1/openapi.json')).json()) as Doc;
    for (const loginId of ROLES) {
      const [u] = await t.deps.db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.loginId} = ${loginId}`);
      const current = await loadCurrentUser(t.deps.db, u.id, 'bad-input-test', 0);
      tokens.set(loginId, { token: () => openSession(t.deps.db, t.deps.jwtSecret, u.id, new Date()), privileges: current!.privileges });
    }
  });
  afterAll(async () => t?.close());

  const counts = async () => {
    const rows = await t.deps.db.execute(
      sql`select (select count(*) from forms) as forms, (select count(*) from form_answers) as answers, (select count(*) from form_history) as history, (select count(*) from question_comments) as comments, (select count(*) from users) as users, (select count(*) from cycles) as cycles`,
    );
    return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
  };

  it('answers every oversized id, oversized number and NUL with a 4xx envelope and writes nothing', async () => {
    const before = await counts();
    const cases = badCases(doc);
    expect(cases.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const c of cases) {
      const role = ROLES.find((r) => c.privileges.length === 0 || c.privileges.some((p) => tokens.get(r)!.privileges.has(p))) ?? 'admin';
      const headers: Record<string, string> = { authorization: `Bearer ${await tokens.get(role)!.token()}` };
      if (c.body !== undefined) headers['content-type'] = 'application/json';
      const res = await t.app.request(c.url, { method: c.method, headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) });
      const text = await res.text();
      const envelope = (() => {
        try {
          return JSON.parse(text) as { status?: string; errorMessage?: string };
        } catch {
          return null;
        }
      })();
      const download = res.ok && !(res.headers.get('content-type') ?? '').includes('json');
      if (res.status >= 500 || (!res.ok && (envelope?.status !== 'FAILURE' || !envelope.errorMessage)) || (res.ok && !download && envelope?.status !== 'SUCCESS')) {
        wrong.push(`${c.label} as ${role}: ${res.status} ${text.slice(0, 140)}`);
      }
    }
    expect(wrong, 'routes that fail on bad input').toEqual([]);
    expect(await counts()).toBe(before);
  });

  it('names the field that holds a NUL character, in the caller’s language', async () => {
    const token = await t.login('head');
    const res = await t.call('POST', '/v1/form/search', { token, body: { search: 'ab\u0000c' }, lang: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('पाठ में ऐसा वर्ण है जिसे सहेजा नहीं जा सकता। उसे हटाकर फिर से प्रयास करें।');
    expect(res.body.details).toEqual([{ field: 'search', problem: 'nulCharacter' }]);
  });

  it('refuses a count of 1e308 and one past a million, and keeps a real one', async () => {
    const token = await t.login('head');
    const details = (
      await t.call<{ school: { schoolCode: string }; schema: { properties: Record<string, { type: string }> } }>('POST', '/v1/school/details', {
        token,
        body: { schoolCode: '06010100101' },
      })
    ).body.value;
    const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
    expect((await t.call('POST', '/v1/school/update', { token, body: { schoolCode: '06010100101', info } })).status).toBe(200);
    const { items } = (await t.call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', { token, body: {} })).body.value;
    const accrid = items[0].accrid;
    for (const value of [1e308, 1_000_001]) {
      const res = await t.call('POST', '/v1/form/answers', { token, body: { accrid, answers: [{ questionid: 'Q006', value }] } });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.details?.[0]).toMatchObject({ questionid: 'Q006' });
    }
    expect((await t.call('POST', '/v1/form/answers', { token, body: { accrid, answers: [{ questionid: 'Q006', value: 1200 }] } })).status).toBe(200);
  });
});
