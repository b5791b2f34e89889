import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModuleFiles } from '../../server/openapi/route-files';

const root = join(__dirname, '../..');

/** The server's feature folders (CONVENTIONS.md); everything else under server/ is the shared floor. */
const FEATURES = ['session', 'users', 'schools', 'form', 'cycle', 'complaint', 'catalogue', 'report', 'dashboards', 'export'];

const featureOf = (file: string) => /^server\/([^/]+)\//.exec(file)?.[1];

/**
 * The imports of `file` (a path from the repository root) that reach into another feature's files
 * instead of its index: a feature's insides may change without telling anyone, its index may not.
 */
export function reachesIn(file: string, text: string): string[] {
  const own = featureOf(file);
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = posix.normalize(posix.join(posix.dirname(file), m[1]!));
    const feature = featureOf(`${target}/`);
    if (!feature || !FEATURES.includes(feature) || feature === own) continue;
    if (target === `server/${feature}` || target === `server/${feature}/index`) continue;
    found.push(`${file}: '${m[1]}'`);
  }
  return found;
}

function serverSources(): string[] {
  return (readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => `server/${f.split('\\').join('/')}`);
}

/** Answers anything asked of it, so a route factory can be built without a database. */
const stubDeps: unknown = new Proxy(() => undefined, { get: () => stubDeps, apply: () => stubDeps });

type RouteFactory = (deps: unknown) => { routes: { method: string; path: string }[] };

/** The prefixes server/app.ts mounts each route factory at, by the factory's name. */
function mountPrefixes(): Map<string, string[]> {
  const app = readFileSync(join(root, 'server/app.ts'), 'utf8');
  const prefixes = new Map<string, string[]>();
  for (const m of app.matchAll(/\.route\(\s*'([^']+)',\s*(\w+)\(/g)) prefixes.set(m[2]!, [...(prefixes.get(m[2]!) ?? []), m[1]!]);
  return prefixes;
}

/** Each `METHOD /path` a route module answers, as mounted, with the routes file it is written in. */
async function mountedRoutes(): Promise<{ key: string; file: string }[]> {
  const prefixes = mountPrefixes();
  const routes: { key: string; file: string }[] = [];
  for (const file of routeModuleFiles(root)) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, factory] of Object.entries(mod)) {
      if (typeof factory !== 'function' || !name.endsWith('Routes')) continue;
      const mounts = prefixes.get(name);
      if (!mounts) throw new Error(`${relative(root, file)}: ${name} is not mounted in server/app.ts`);
      for (const prefix of mounts)
        for (const r of (factory as RouteFactory)(stubDeps).routes)
          if (r.method !== 'ALL') routes.push({ key: `${r.method} ${(prefix + r.path).replace(/\/$/, '')}`, file: relative(root, file) });
    }
  }
  return routes;
}

/** The entries of the `.docs.ts` beside a routes file, or none when there is no such file. */
async function docsBeside(routesFile: string): Promise<Record<string, unknown>> {
  const docs = join(root, routesFile.replace(/\.routes\.ts$/, '.docs.ts'));
  if (!existsSync(docs)) return {};
  const mod = (await import(docs)) as Record<string, unknown>;
  return Object.assign(
    {},
    ...Object.entries(mod)
      .filter(([n]) => n.endsWith('Docs'))
      .map(([, v]) => v),
  ) as Record<string, unknown>;
}

describe('the server by feature', () => {
  it('has the feature folders CONVENTIONS.md names, each with an index', () => {
    expect(FEATURES.filter((f) => !existsSync(join(root, 'server', f, 'index.ts')))).toEqual([]);
    expect(existsSync(join(root, 'server/services')) || existsSync(join(root, 'server/routes'))).toBe(false);
  });

  it('imports another feature only through its index', () => {
    const files = serverSources();
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap((f) => reachesIn(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });

  it('the check above finds a reach into another feature, and lets the index and the own folder pass', () => {
    expect(reachesIn('server/report/x.ts', "import { formWhere } from '../dashboards/filters';")).toHaveLength(1);
    expect(reachesIn('server/app.ts', "import { formRoutes } from './form/forms.routes';")).toHaveLength(1);
    expect(reachesIn('server/catalogue/drafts/x.ts', "import { openCycles } from '../../cycle/cycle-window';")).toHaveLength(1);
    expect(reachesIn('server/report/x.ts', "import { formWhere } from '../dashboards';\nimport { y } from './report-card';")).toEqual([]);
    expect(reachesIn('server/catalogue/drafts/x.ts', "import { personName } from '../store/catalogues';")).toEqual([]);
  });

  it('documents every route in the .docs.ts beside its .routes.ts', async () => {
    const routes = await mountedRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const { key, file } of routes) if (!(key in (await docsBeside(file)))) missing.push(`${key} (${file})`);
    expect(missing, 'add the entry to the .docs.ts beside the routes file').toEqual([]);
  });

  it('keeps no entry in a .docs.ts for a route its routes file does not answer', async () => {
    const routes = await mountedRoutes();
    const stale: string[] = [];
    for (const file of new Set(routes.map((r) => r.file))) {
      const own = new Set(routes.filter((r) => r.file === file).map((r) => r.key));
      for (const key of Object.keys(await docsBeside(file))) if (!own.has(key)) stale.push(`${key} (${file.replace(/\.routes\.ts$/, '.docs.ts')})`);
    }
    expect(stale).toEqual([]);
  });

  it('finds every routes file of the features', () => {
    const files = routeModuleFiles(root).map((f) => relative(root, f));
    expect(files.filter((f) => !FEATURES.includes(featureOf(f) ?? '') && !['server/openapi', 'server/http'].includes(dirname(f)))).toEqual([]);
    expect(new Set(files.map(featureOf)).size).toBeGreaterThanOrEqual(FEATURES.length);
  });
});
