import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/** The web app's areas (CONVENTIONS.md); everything else under web/ is the shared floor. */
const AREAS = ['form', 'review', 'report', 'session', 'admin', 'dashboards'];

const areaOf = (path: string) => /^web\/([^/]+)\//.exec(path)?.[1];

/** What an area's index names: each module it re-exports from, with the names it takes from it. */
export type AreaSurface = Map<string, Set<string>>;

export function surfaceOf(area: string, indexText: string): AreaSurface {
  const surface: AreaSurface = new Map();
  for (const m of indexText.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/g)) {
    const module = posix.normalize(`web/${area}/${m[2]!}`);
    const names = surface.get(module) ?? new Set<string>();
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    surface.set(module, names);
  }
  return surface;
}

/** The names an import statement takes (`default` for a default import, `*` for a namespace). */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces)
    for (const part of braces[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  const head = clause.replace(/^type\s+/, '').trim();
  if (/^\*\s+as\s/.test(head)) names.push('*');
  else if (/^[A-Za-z_$]/.test(head)) names.push('default');
  return names;
}

/**
 * The imports of `file` that reach into another area past what its index names, or load an area's
 * index at run time. An area's other modules may change without telling anyone; what its index
 * names may not. The index itself is not loaded: a re-export module imported at run time would put
 * every screen it names into the importer's chunk, so importers take the named module directly.
 */
export function webReachesIn(file: string, text: string, surfaces: Map<string, AreaSurface>): string[] {
  const own = areaOf(file);
  const found: string[] = [];
  const pattern = /\b(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
  for (const m of text.matchAll(pattern)) {
    const spec = m[4] ?? m[5]!;
    const target = posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.(tsx?|js)$/, '');
    const area = areaOf(`${target}/`);
    if (!area || !AREAS.includes(area) || area === own) continue;
    if (/^web\/[^/]+\/locales\//.test(target)) continue; // the message catalogues, loaded by web/i18n.ts
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(m[3] ?? '');
    if (target === `web/${area}` || target === `web/${area}/index`) {
      if (!typeOnly) found.push(`${file}: '${spec}' loads the area's index; import the module it names`);
      continue;
    }
    const named = surfaces.get(area)?.get(target);
    if (!named) {
      found.push(`${file}: '${spec}' is not named in web/${area}/index.ts`);
      continue;
    }
    const taken = m[5] ? [] : importedNames(m[3] ?? '');
    const unnamed = taken.filter((n) => !named.has(n));
    if (unnamed.length) found.push(`${file}: ${unnamed.join(', ')} from '${spec}' not named in web/${area}/index.ts`);
  }
  return found;
}

function webSources(): string[] {
  return (readdirSync(join(root, 'web'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !/\.d\.ts$/.test(f))
    .map((f) => `web/${f.split('\\').join('/')}`);
}

function surfaces(): Map<string, AreaSurface> {
  return new Map(AREAS.map((a) => [a, surfaceOf(a, readFileSync(join(root, 'web', a, 'index.ts'), 'utf8'))]));
}

describe('the web app by area', () => {
  it('has an index for each area CONVENTIONS.md names', () => {
    expect(AREAS.filter((a) => !existsSync(join(root, 'web', a, 'index.ts')))).toEqual([]);
  });

  it('reaches into another area only for what its index names, and never loads an index', () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(150);
    const all = surfaces();
    expect(files.flatMap((f) => webReachesIn(f, readFileSync(join(root, f), 'utf8'), all))).toEqual([]);
  });

  it('names in each index only modules that exist', () => {
    const missing = [...surfaces().values()].flatMap((s) => [...s.keys()]).filter((m) => !['.ts', '.tsx'].some((x) => existsSync(join(root, m + x))));
    expect(missing).toEqual([]);
  });

  it('the check above finds a reach past the index, a name the index leaves out and an index load', () => {
    const all = new Map([['form', surfaceOf('form', "export { useFormSync } from './useFormSync';\nexport { default as DomainForm } from './DomainForm';")]]);
    expect(webReachesIn('web/review/x.tsx', "import { prepareSchema } from '../form/prepareSchema';", all)).toHaveLength(1);
    expect(webReachesIn('web/review/x.tsx', "import { useFormSync, keepOffline } from '../form/useFormSync';", all)).toHaveLength(1);
    expect(webReachesIn('web/app/x.tsx', "import { useFormSync } from '../form';", all)).toHaveLength(1);
    expect(webReachesIn('web/app/x.tsx', "const S = lazy(() => import('../form/Thanks'));", all)).toHaveLength(1);
    expect(webReachesIn('web/review/x.tsx', "import { useFormSync } from '../form/useFormSync';", all)).toEqual([]);
    expect(webReachesIn('web/app/x.tsx', "const S = lazy(() => import('../form/DomainForm'));", all)).toEqual([]);
    expect(webReachesIn('web/app/x.tsx', "import type { X } from '../form';", all)).toEqual([]);
    expect(webReachesIn('web/form/x.tsx', "import { keep } from './sync/keep';", all)).toEqual([]);
    expect(webReachesIn('web/i18n.ts', "const a = () => import('./admin/locales/en/messages.po');", all)).toEqual([]);
  });
});
