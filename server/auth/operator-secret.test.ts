import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertOperatorKeys, operatorSecret } from './operator-secret';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('keys from the operator', () => {
  it('reads a key from its variable, or from the file a secret manager mounts', () => {
    dir = mkdtempSync(join(tmpdir(), 'secret-'));
    writeFileSync(join(dir, 'jwt'), 'from-the-file\n');
    expect(operatorSecret('JWT_SECRET', { JWT_SECRET: 'from-the-variable', JWT_SECRET_FILE: join(dir, 'jwt') })).toBe('from-the-variable');
    expect(operatorSecret('JWT_SECRET', { JWT_SECRET_FILE: join(dir, 'jwt') })).toBe('from-the-file');
    expect(operatorSecret('AADHAAR_KEY', {})).toBeUndefined();
    writeFileSync(join(dir, 'empty'), '\n');
    expect(() => operatorSecret('AADHAAR_KEY', { AADHAAR_KEY_FILE: join(dir, 'empty') })).toThrow(/empty/);
  });

  it('refuses to start in production without both keys, naming the missing one; a demo needs none', () => {
    expect(() => assertOperatorKeys({ NODE_ENV: 'production', JWT_SECRET: 'x' })).toThrow(/needs AADHAAR_KEY \(or AADHAAR_KEY_FILE\)/);
    expect(() => assertOperatorKeys({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET and AADHAAR_KEY/);
    expect(() => assertOperatorKeys({ NODE_ENV: 'production', JWT_SECRET: 'x', AADHAAR_KEY: 'y' })).not.toThrow();
    expect(() => assertOperatorKeys({})).not.toThrow();
  });
});
