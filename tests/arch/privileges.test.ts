import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIV as serverPriv } from '../../server/auth/privileges';
import { PRIV as webPriv } from '../../web/api/privileges.generated';

const root = join(__dirname, '../..');

/** The web app's source files: not its tests, not generated files. */
function webSources(dir = join(root, 'web')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : webSources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('.generated.') ? [path] : [];
  });
}

/**
 * Where a source gives a privilege as a number: `privilege: 42`, `privileges: [60`, `bulkPrivilege: 45`,
 * `hasPrivilege(session, 51)`, `const PRIV_X = 51`, a table row `[40, '/path']`, an object of codes
 * `PRIV = { a: 1 }`. The sentinels 0 (anyone) and -1 (no one) are not codes.
 */
export function privilegeNumbers(text: string): string[] {
  const patterns = [
    /privileges?\s*:\s*\[?\s*[1-9]\d*/gi,
    /hasPrivilege\([^()]*,\s*[1-9]\d*\s*\)/g,
    /PRIV\w*\s*=\s*[1-9]\d*/g,
    /\[\s*[1-9]\d*\s*,\s*'\//g,
    /PRIV\w*\s*=\s*\{[^}]*?:\s*[1-9]\d*/g,
  ];
  return patterns.flatMap((p) => text.match(p) ?? []);
}

describe('privilege codes', () => {
  it('reach the web app from the server’s one table, generated (npm run api:types)', () => {
    expect(webPriv).toEqual(serverPriv);
  });

  it('are never written as numbers in the web app', () => {
    const found = webSources().flatMap((file) => privilegeNumbers(readFileSync(file, 'utf8')).map((m) => `${relative(root, file)}: ${m}`));
    expect(found).toEqual([]);
  });

  it('the check above finds each way a number was written before', () => {
    const before = [
      "{ level: 'dqa', privilege: 42, statuses: [3, 4], bulkPrivilege: 45 }",
      'const PRIV_COMMENTS = 51;',
      'const canComment = hasPrivilege(session, 51);',
      "  [40, '/dashboard/accreditationhm'],",
      'export const ADMIN_PRIV = {\n  cycle: 22,\n};',
      'requirePrivileges: [60, 61]',
    ];
    for (const text of before) expect(privilegeNumbers(text), text).not.toEqual([]);
    // Named codes and the sentinels pass.
    for (const text of ['privilege: PRIV.dqaReview', 'privilege: isHead ? PRIV.schoolInfo : -1', 'privilege: 0', 'hasPrivilege(session, PRIV.questionComments)'])
      expect(privilegeNumbers(text), text).toEqual([]);
  });
});
