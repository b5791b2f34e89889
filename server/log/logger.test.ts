import { describe, expect, it } from 'vitest';
import { scrub } from './logger';

describe('scrub', () => {
  it('hides a secret-named value in a flat line, the case the fast path must not miss', () => {
    expect(scrub({ userId: 7, password: 'Demo@1234', route: '/v1/x' })).toEqual({ userId: 7, password: '[hidden]', route: '/v1/x' });
    expect(scrub({ Authorization: 'Bearer a.b.c' })).toEqual({ Authorization: '[hidden]' });
  });

  it('hides secrets at any depth and in arrays', () => {
    expect(scrub({ body: { loginKey: 'k', nested: [{ aadhaar: '1234' }] }, ok: 1 })).toEqual({ body: { loginKey: '[hidden]', nested: [{ aadhaar: '[hidden]' }] }, ok: 1 });
  });

  it('writes a flat line with no secret as it is', () => {
    const line = { requestId: 'r', userId: null, role: 'DQA', status: 200, ms: 1.2 };
    expect(scrub(line)).toBe(line);
  });
});
