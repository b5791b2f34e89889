import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run api:types` on a folder of its own (--dir), as npm test runs it. */
const apiTypes = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/api-types.ts', '--dir', dir, ...args], { encoding: 'utf8' });

describe('npm run api:types -- --check', () => {
  it("fails when the admin forms' request schemas are not the server's any more, and names the file", () => {
    expect(apiTypes().status).toBe(0);
    const file = join(dir, 'request-schemas.generated.ts');
    // A check the server has and the committed schemas lack: the forms would not make it.
    writeFileSync(file, readFileSync(file, 'utf8').replace("pattern: '^\\\\s*[0-9]{11}\\\\s*$'", "pattern: '^.*$'"));
    const check = apiTypes('--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('web/api/request-schemas.generated.ts is stale');
    expect(check.stdout).toContain('web/api/schema.generated.ts is up to date');
  }, 120_000);
});
