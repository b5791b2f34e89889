import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('dependency rules of CONVENTIONS.md', () => {
  it('keeps the engine free of the server, the workflows and I/O', async () => {
    expect(await problems('engine/form/x.ts', "import { a } from '../../server/app';\nexport const b = a;\n")).toHaveLength(1);
    expect(await problems('engine/form/x.ts', "import { a } from '../../workflows';\nexport const b = a;\n")).toHaveLength(1);
    expect(await problems('engine/form/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n")).toHaveLength(1);
    expect(await problems('engine/form/x.ts', "import type { Text } from '../generated/catalogue';\nexport type T = Text;\n")).toHaveLength(0);
  });

  it('keeps the workflows pure', async () => {
    expect(await problems('workflows/form/x.ts', "import { Hono } from 'hono';\nexport const h = Hono;\n")).toHaveLength(1);
    expect(await problems('workflows/form/x.ts', "import { a } from '../../server/app';\nexport const b = a;\n")).toHaveLength(1);
    expect(await problems('workflows/form/x.ts', "import { writeFileSync } from 'node:fs';\nexport const w = writeFileSync;\n")).toHaveLength(1);
  });

  it('has no file that switches the rules off (scripts that write files live in scripts/)', () => {
    const files = ['engine', 'workflows'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((f) => /eslint-disable[^\n]*no-restricted-imports/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lets the web app import only types from the server', async () => {
    expect(await problems('web/api/x.ts', "import type { AppType } from '../../server/app';\nexport type A = AppType;\n")).toHaveLength(0);
    expect(await problems('web/api/x.ts', "import { createApp } from '../../server/app';\nexport const a = createApp;\n")).toHaveLength(1);
  });

  it('keeps the server out of the web app', async () => {
    expect(await problems('server/routes/x.ts', "import { a } from '../../web/api/client';\nexport const b = a;\n")).toHaveLength(1);
  });
});
