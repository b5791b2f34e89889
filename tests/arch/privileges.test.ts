import { describe, expect, it } from 'vitest';
import { PRIV as serverPriv } from '../../server/auth/privileges';

describe('privilege codes', () => {
  it('mean the same in the web app as on the server (the web app cannot import the server, so it keeps a copy)', async () => {
    // Imported here, not at the top: web/auth/session.ts touches localStorage only when called.
    const { PRIV: webPriv } = await import('../../web/auth/session');
    for (const [name, code] of Object.entries(webPriv)) {
      expect(serverPriv[name as keyof typeof serverPriv], name).toBe(code);
    }
  });
});
