import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, readToken, TOKEN_TTL_SECONDS } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-000';
const NOW = 1_800_000_000;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const signed = (header: unknown, claims: unknown, secret = SECRET) => {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};

describe('access tokens', () => {
  it('reads back the claims of a token it issued, until it expires', async () => {
    const token = await issueToken(SECRET, 42, NOW, { sid: 's-1', jti: 'j-1' });
    expect(await readToken(SECRET, token, NOW + 60)).toEqual({ sub: 42, jti: 'j-1', iat: NOW, exp: NOW + TOKEN_TTL_SECONDS, sid: 's-1' });
    expect(await readToken(SECRET, token, NOW + TOKEN_TTL_SECONDS)).toBeNull();
  });

  it('refuses a token signed with another secret, or with its claims changed', async () => {
    const token = await issueToken(SECRET, 42, NOW, { sid: 's-1', jti: 'j-1' });
    expect(await readToken('another-secret-of-enough-length-11', token, NOW)).toBeNull();
    const [head, , signature] = token.split('.');
    const raised = `${head}.${b64({ sub: 1, jti: 'j-1', iat: NOW, exp: NOW + 600, sid: 's-1' })}.${signature}`;
    expect(await readToken(SECRET, raised, NOW)).toBeNull();
  });

  it('refuses any algorithm but HS256, even with a valid HMAC, and anything that is not a token', async () => {
    const claims = { sub: 42, jti: 'j', iat: NOW, exp: NOW + 600, sid: 's' };
    expect(await readToken(SECRET, signed({ alg: 'HS256', typ: 'JWT' }, claims), NOW)).not.toBeNull();
    expect(await readToken(SECRET, signed({ alg: 'none' }, claims), NOW)).toBeNull();
    expect(await readToken(SECRET, `${b64({ alg: 'none' })}.${b64(claims)}.`, NOW)).toBeNull();
    expect(await readToken(SECRET, signed({ alg: 'HS256' }, [claims]), NOW)).toBeNull();
    expect(await readToken(SECRET, signed({ alg: 'HS256' }, { ...claims, sub: '42' }), NOW)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', 'x.y.z.w', '...']) expect(await readToken(SECRET, junk, NOW)).toBeNull();
  });
});
