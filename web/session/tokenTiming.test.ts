import { describe, expect, it } from 'vitest';
import { issuedAt, refreshDelay, RETRY_MS, TOKEN_REFRESH_MS } from './tokenTiming';

/** A JWT-shaped string with the given payload (the signature is not checked here). */
function token(payload: object): string {
  const b64 = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `e30.${b64}.sig`;
}

describe('refreshDelay()', () => {
  it('reads the issue time of a token', () => {
    expect(issuedAt(token({ iat: 1000 }))).toBe(1_000_000);
    expect(issuedAt('not a token')).toBeNull();
  });
  it('waits 15 minutes after the token was issued', () => {
    const now = 2_000_000_000_000;
    expect(refreshDelay(token({ iat: now / 1000 }), now)).toBe(TOKEN_REFRESH_MS);
    expect(refreshDelay(token({ iat: (now - 600_000) / 1000 }), now)).toBe(300_000);
  });
  it('waits a minute for a token issued over 15 minutes ago, and the full time for an unreadable one', () => {
    const now = 2_000_000_000_000;
    expect(refreshDelay(token({ iat: (now - 1_000_000) / 1000 }), now)).toBe(RETRY_MS);
    expect(refreshDelay('opaque', now)).toBe(TOKEN_REFRESH_MS);
  });
  it('counts from when this browser received the token, whatever the server clock says', () => {
    const now = 2_000_000_000_000;
    const farAhead = token({ iat: (now + 3_600_000) / 1000 });
    expect(refreshDelay(farAhead, now, now - 600_000)).toBe(300_000);
    expect(refreshDelay(farAhead, now, now - 2_000_000)).toBe(0);
  });
});
