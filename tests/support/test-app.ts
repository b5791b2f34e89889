import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '../../server/start';
import { checkAnswers } from './openapi-responses';
import { openTestDatabase } from './test-db';

/** A JSON answer in the contract's envelope. */
export interface Envelope<T = unknown> {
  status: 'SUCCESS' | 'FAILURE';
  value: T;
  message?: string;
  errorCode?: string;
  errorMessage?: string;
  details?: Record<string, unknown>[];
}

/**
 * The real app on a fresh database with the demo data, and helpers to call it like a client.
 * Every answer, through `call` or `app.request`, is checked against the OpenAPI document
 * (tests/support/openapi-responses.ts): an undocumented status or field fails the test.
 */
export async function startTestApp(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-test-'));
  const database = await openTestDatabase(kind, 'demo');
  const { app, deps } = await bootstrap({ port: 0, dataDir, seedDemo: true }, database);
  checkAnswers(app);

  async function call<T = unknown>(method: string, path: string, opts: { token?: string; body?: unknown; lang?: string; raw?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    let body: BodyInit | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: Envelope<T>;
    try {
      json = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${path}: not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: json };
  }

  async function login(loginId: string, password = 'Demo@1234'): Promise<string> {
    const res = await call<{ jwtToken: string }>('POST', '/v1/identity/web/auth', { body: { loginId, loginKey: password, ipAddress: '127.0.0.1', sourceApp: 'web' } });
    if (res.status !== 200) throw new Error(`login ${loginId} failed: ${JSON.stringify(res.body)}`);
    return res.body.value.jwtToken;
  }

  /**
   * Signs in to an account someone else made or set a password for: until it chooses its own
   * password the server lets it do nothing else, so this chooses `ownPassword` first and answers
   * the token of the session that goes on. The account signs in with `ownPassword` from then on.
   */
  async function loginFirstTime(loginId: string, givenPassword: string, ownPassword = `${givenPassword}-own`): Promise<string> {
    const first = await call<{ jwtToken: string; mustChangePassword: boolean }>('POST', '/v1/identity/web/auth', {
      body: { loginId, loginKey: givenPassword, ipAddress: '127.0.0.1', sourceApp: 'web' },
    });
    if (first.status !== 200) throw new Error(`login ${loginId} failed: ${JSON.stringify(first.body)}`);
    if (!first.body.value.mustChangePassword) throw new Error(`${loginId} was not asked to choose their own password`);
    const changed = await call<{ jwtToken: string }>('POST', '/v1/user/profile', {
      token: first.body.value.jwtToken,
      body: { currentPassword: givenPassword, newPassword: ownPassword },
    });
    if (changed.status !== 200) throw new Error(`${loginId} could not choose a password: ${JSON.stringify(changed.body)}`);
    return changed.body.value.jwtToken;
  }

  return {
    app,
    deps,
    /** The open database, for a test's own job worker (server/jobs). */
    database,
    call,
    login,
    loginFirstTime,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
