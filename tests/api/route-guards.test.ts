import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../../server/auth/current-user';
import { openSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
import { apiRoutes, type buildOpenApiDocument } from '../../server/openapi/document';
import { routeRegistry } from '../../server/openapi/registry';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Doc = ReturnType<typeof buildOpenApiDocument>;
interface Operation {
  'x-public': boolean;
  'x-registered': boolean;
  'x-privileges': number[];
  'x-privileges-by-param'?: { param: string; values: Record<string, number[]> };
  requestBody?: { content: Record<string, { example?: unknown }> };
}

/** One call the guard tests make: a route, concrete path, body, and the privileges of which the caller needs one. */
interface Case {
  route: string;
  method: string;
  url: string;
  body: unknown;
  privileges: number[];
  isPublic: boolean;
}

const ROLES = ['admin', 'dqa', 'sqa', 'dept', 'head'] as const;
// Ids that exist nowhere: a role that passes the guard gets 400/404, never a change to the demo data.
const UNKNOWN_ID = '987654';

function paramValue(name: string): string {
  if (name === 'questionid') return 'Q001';
  if (name === 'schoolCode') return '99999999999';
  return UNKNOWN_ID;
}

/** Every operation of the document as concrete calls; a route whose privilege depends on a parameter gives one call per value. */
function casesOf(doc: Doc): Case[] {
  const cases: Case[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const route = `${method.toUpperCase()} ${path}`;
      const media = op.requestBody?.content['application/json'];
      const body = method === 'get' ? undefined : (media?.example ?? {});
      const fill = (extra: Record<string, string>) => path.replace(/\{([^}]+)\}/g, (_m, name: string) => extra[name] ?? paramValue(name));
      const base = { route, method: method.toUpperCase(), body, isPublic: op['x-public'] };
      const byParam = op['x-privileges-by-param'];
      if (byParam) {
        for (const [value, privileges] of Object.entries(byParam.values)) cases.push({ ...base, url: fill({ [byParam.param]: value }), privileges });
      } else cases.push({ ...base, url: fill({}), privileges: op['x-privileges'] });
    }
  }
  return cases;
}

describe.each(testDatabases)('route guards on %s', (kind) => {
  let t: TestApp;
  let doc: Doc;
  const roles = new Map<string, { userId: number; privileges: ReadonlySet<number> }>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    doc = (await (await t.app.request('/v1/openapi.json')).json()) as Doc;
    for (const loginId of ROLES) {
      const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
      const current = await loadCurrentUser(t.deps.db, u.id, 'guard-test', 0);
      roles.set(loginId, { userId: u.id, privileges: current!.privileges });
    }
  });
  afterAll(async () => t?.close());

  async function send(c: Case, token?: string): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(c.url, { method: c.method, headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a file or a page: only the status matters here
    }
    return { status: res.status, body };
  }

  it('has a registry entry for every route (server/openapi/registry.ts)', () => {
    const unregistered = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Operation>)
        .filter(([, op]) => !op['x-registered'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unregistered, 'routes without an entry in server/openapi/registry.ts: add summary, request schema and privileges for each').toEqual([]);
  });

  it('has no registry entry for a route that does not exist (renamed or removed)', () => {
    const routes = new Set(apiRoutes(t.app.routes).map((r) => `${r.method} ${r.path}`));
    const stale = Object.keys(routeRegistry).filter((key) => !routes.has(key));
    expect(stale, 'entries of server/openapi/registry.ts that match no route of the app').toEqual([]);
  });

  it('refuses every non-public route without a token: 401 with the failure envelope', async () => {
    const wrong: string[] = [];
    for (const c of casesOf(doc).filter((x) => !x.isPublic)) {
      const res = await send(c);
      const envelope = res.body as { status?: string; errorMessage?: string };
      if (res.status !== 401 || envelope.status !== 'FAILURE' || !envelope.errorMessage)
        wrong.push(`${c.method} ${c.url}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong, 'routes that do not answer 401 with the FAILURE envelope without a token').toEqual([]);
  });

  it.each(ROLES)('answers 403 to %s exactly where the role lacks every privilege the registry lists', async (role) => {
    const { userId, privileges } = roles.get(role)!;
    const wrong: string[] = [];
    let deniedCases = 0;
    for (const c of casesOf(doc)) {
      // A fresh token per call: logout revokes the one it is called with.
      const token = await openSession(t.deps.db, t.deps.jwtSecret, userId, new Date());
      const res = await send(c, token);
      const denied = !c.isPublic && c.privileges.length > 0 && !c.privileges.some((p) => privileges.has(p));
      if (denied) deniedCases++;
      if ((res.status === 403) !== denied || res.status === 401 || res.status >= 500) {
        wrong.push(
          `${c.method} ${c.url}: got ${res.status}, expected ${denied ? '403' : 'anything but 403'} (route needs one of [${c.privileges}], ${role} has [${[...privileges].sort((a, b) => a - b)}]) ${JSON.stringify(res.body).slice(0, 160)}`,
        );
      }
    }
    expect(wrong, `routes whose guard disagrees with the registry for ${role}`).toEqual([]);
    // Every demo role lacks some privilege, so the table must have refused it somewhere.
    expect(deniedCases).toBeGreaterThan(0);
  });
});
