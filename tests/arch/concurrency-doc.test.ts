import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { buildOpenApiDocument } from '../../server/openapi/document';
import type { Deps } from '../../server/deps';

/** The rules docs/concurrency.md defines; a row with another word is a typo, not a rule. */
const RULES = ['base', 'base per answer', 'revision per part', 'state', 'unique', 'append', 'set', 'session', 'read'];

/** Every row of the doc's tables that names a route: `| METHOD | \`/v1/...\` | rule | ... |`. */
function documentedRoutes(markdown: string): { route: string; rule: string }[] {
  const rows: { route: string; rule: string }[] = [];
  for (const line of markdown.split('\n')) {
    const m = /^\|\s*(POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|/.exec(line);
    if (m) rows.push({ route: `${m[1]} ${m[2]}`, rule: m[3] });
  }
  return rows;
}

/** Every route of the OpenAPI document the server builds that is not a GET. */
function writeRoutes(): string[] {
  // Listing the routes needs no database (scripts/openapi-write.ts does the same).
  const doc = buildOpenApiDocument(createApp({} as Deps).routes);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods as object)
      .filter((m) => m !== 'get')
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe('docs/concurrency.md', () => {
  const doc = readFileSync('docs/concurrency.md', 'utf8');
  const rows = documentedRoutes(doc);

  it('gives every route that is not a GET a rule for a second writer', () => {
    const documented = new Set(rows.map((r) => r.route));
    expect(writeRoutes().filter((r) => !documented.has(r))).toEqual([]);
  });

  it('names no route the API no longer has, and each route once', () => {
    const routes = new Set(writeRoutes());
    expect(rows.filter((r) => !routes.has(r.route)).map((r) => r.route)).toEqual([]);
    expect(rows.length).toBe(new Set(rows.map((r) => r.route)).size);
  });

  it('uses only the rules it defines', () => {
    expect(rows.filter((r) => !RULES.includes(r.rule))).toEqual([]);
  });

  it('reads the table rows it is given', () => {
    expect(documentedRoutes('| POST | `/v1/x` | base | why |\n| method | path | rule |\n| GET | `/v1/y` | read |')).toEqual([{ route: 'POST /v1/x', rule: 'base' }]);
  });
});
