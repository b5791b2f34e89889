import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/index';
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
 */
export async function readToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
    if (typeof payload.sub !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp <= nowSeconds) return null;
    return { sub: payload.sub, jti: payload.jti, exp: payload.exp, iat: Number(payload.iat ?? 0), ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}) };
  } catch {
    return null;
  }
}
