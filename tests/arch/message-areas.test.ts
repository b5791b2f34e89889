// The admin and dashboards areas' messages load with their screens (web/i18n.ts), not with every
// page. A word of those catalogs drawn anywhere else would show as a bare message id, so this walks
// the web app's imports and finds each way a screen could draw such a word without its catalog.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const AREAS = ['admin', 'dashboards'] as const;
type Area = (typeof AREAS)[number];
const webDir = resolve(import.meta.dirname, '../../web');

type Module = {
  area: Area | null;
  hasMessages: boolean;
  /** Imports that run with the module (type-only ones left out). */
  staticImports: string[];
  /** import() calls, with the area their call is wrapped in by withMessages(area, …), if any. */
  dynamicImports: { target: string; wrappedIn: string | null }[];
};

const areaOf = (file: string): Area | null => AREAS.find((a) => relative(webDir, file).startsWith(`${a}/`)) ?? null;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function readModule(file: string): Module {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const staticImports: string[] = [];
  const dynamicImports: Module['dynamicImports'] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target) staticImports.push(target);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target) staticImports.push(target);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const target = resolveImport(file, node.arguments[0].text);
      let wrappedIn: string | null = null;
      for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
        if (ts.isCallExpression(up) && ts.isIdentifier(up.expression) && up.expression.text === 'withMessages' && up.arguments[0] && ts.isStringLiteral(up.arguments[0])) {
          wrappedIn = up.arguments[0].text;
          break;
        }
      }
      if (target) dynamicImports.push({ target, wrappedIn });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { area: areaOf(file), hasMessages: /from '@lingui\/(react|core)\/macro'/.test(text), staticImports, dynamicImports };
}

const files = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
  .map((f) => join(webDir, f));
const modules = new Map(files.map((f) => [f, readModule(f)]));

const name = (f: string) => relative(webDir, f);
const ENTRY = join(webDir, 'main.tsx');

/**
 * Walks the app from its entry with the areas whose messages are certain to be loaded: none at the
 * start; a dynamic import wrapped in withMessages(area, …) adds its area for everything it runs.
 * Answers each area module with words reached without its area, and the path that reached it.
 */
function wordsWithoutTheirCatalog(entry: string): string[] {
  const offenders = new Set<string>();
  const seen = new Set<string>();
  const stack: { file: string; loaded: ReadonlySet<string>; path: string[] }[] = [{ file: entry, loaded: new Set(), path: [] }];
  while (stack.length) {
    const { file, loaded, path } = stack.pop()!;
    const key = `${file}|${[...loaded].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const m = modules.get(file);
    if (!m) continue;
    const here = [...path, name(file)];
    if (m.hasMessages && m.area !== null && !loaded.has(m.area)) offenders.add(here.join(' → '));
    for (const target of m.staticImports) stack.push({ file: target, loaded, path: here });
    for (const { target, wrappedIn } of m.dynamicImports) stack.push({ file: target, loaded: wrappedIn ? new Set([...loaded, wrappedIn]) : loaded, path: here });
  }
  return [...offenders];
}

describe('messages of an area load with its screens', () => {
  it('reads the web app', () => {
    expect(modules.size).toBeGreaterThan(200);
    expect([...modules.values()].filter((m) => m.area === 'admin' && m.hasMessages).length).toBeGreaterThan(20);
    expect([...modules.values()].filter((m) => m.area === 'dashboards' && m.hasMessages).length).toBeGreaterThan(5);
  });

  it("reaches no word of an area, from the entry, without that area's catalog asked for", () => {
    expect(wordsWithoutTheirCatalog(ENTRY)).toEqual([]);
  });

  it("would see the shell drawing a menu label kept in an area's catalog", () => {
    const shell = join(webDir, 'app/Shell.tsx');
    const adminWords = [...modules.entries()].find(([, m]) => m.area === 'admin' && m.hasMessages)![0];
    const saved = modules.get(shell)!;
    modules.set(shell, { ...saved, staticImports: [...saved.staticImports, adminWords] });
    try {
      expect(wordsWithoutTheirCatalog(ENTRY).some((p) => p.endsWith(name(adminWords)))).toBe(true);
    } finally {
      modules.set(shell, saved);
    }
  });
});
