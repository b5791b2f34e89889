import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { operatorSecret } from './operator-secret';

/** Claims of our access token. */
export interface TokenClaims {
  sub: number;
  jti: string;
  exp: number;
  iat: number;
  /** The sign-in this token belongs to (server/auth/sessions.ts). */
  sid?: string;
}

/** Access tokens live 30 minutes; the web app refreshes every 15 (spec §9). */
export const TOKEN_TTL_SECONDS = 30 * 60;

/**
 * The signing secret: JWT_SECRET (or JWT_SECRET_FILE) when set, otherwise one generated on first
 * start and kept in the database, so every server process behind a load
 * balancer signs and verifies alike.
 */
export async function loadJwtSecret(db: Db): Promise<string> {
  const given = operatorSecret('JWT_SECRET');
  if (given) return given;
  const candidate = randomBytes(32).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row.value;
}

/** Signs an access token for a user; sessions.ts decides which session and token id it carries. */
export async function issueToken(secret: string, userId: number, nowSeconds: number, ids: { sid: string; jti: string } = { sid: '', jti: randomUUID() }): Promise<string> {
  const claims: TokenClaims = { sub: userId, jti: ids.jti, iat: nowSeconds, exp: nowSeconds + TOKEN_TTL_SECONDS, ...(ids.sid ? { sid: ids.sid } : {}) };
  return sign({ ...claims }, secret, 'HS256');
}

/**
 * Verifies a token's signature and expiry; null when it is not valid. The
 * expiry is checked against `nowSeconds` (the app's clock, `deps.now`), so
 * issuing and checking use one clock, real or a test's.
 *
 * Checked with node:crypto's HMAC rather than hono/jwt's verify, which imports the secret as a
 * WebCrypto key on every call: this runs before every request, and under a hundred heads saving
 * at once that import was a tenth of the server's CPU per save (docs/benchmarks.md).
 */
export async function readToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<TokenClaims | null> {
  const payload = verifiedPayload(secret, token);
  if (!payload) return null;
  if (typeof payload.sub !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  if (payload.exp <= nowSeconds) return null;
  return { sub: payload.sub, jti: payload.jti, exp: payload.exp, iat: Number(payload.iat ?? 0), ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}) };
}

/** The claims of an HS256 token whose signature is the secret's; null for anything else (another algorithm included). */
function verifiedPayload(secret: string, token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    if (header.alg !== 'HS256') return null;
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
