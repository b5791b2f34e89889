import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCatalogueVersion } from '../catalogue';
import { namedRequestSchemas } from '../openapi/request-schemas';
import { AppError } from './errors';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS, MAX_JSON_VALUES, jsonBoundProblem, jsonTextBoundProblem } from './json-bounds';
import { MAX_DETAILS, MAX_PATTERN_TEXT, check, nulField, requestSchema } from './validate';

const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('jsonBoundProblem()', () => {
  it('takes nesting up to the limit and refuses one level more', () => {
    expect(jsonBoundProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonBoundProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({ problem: 'tooDeep', limit: MAX_JSON_DEPTH });
    expect(jsonBoundProblem({ a: { b: nested(MAX_JSON_DEPTH - 1) } })).toEqual({ problem: 'tooDeep', limit: MAX_JSON_DEPTH });
  });

  it('refuses 100,000 levels without a deep stack of its own', () => {
    expect(jsonBoundProblem(nested(100_000))).toEqual({ problem: 'tooDeep', limit: MAX_JSON_DEPTH });
  });

  it('counts values at every depth, members and items alike', () => {
    expect(jsonBoundProblem(new Array(MAX_JSON_VALUES - 1).fill(0))).toBeNull();
    expect(jsonBoundProblem(new Array(MAX_JSON_VALUES).fill(0))).toEqual({ problem: 'tooManyValues', limit: MAX_JSON_VALUES });
    const wideObject = Object.fromEntries(Array.from({ length: MAX_JSON_KEYS + 1 }, (_, i) => [`k${i}`, i]));
    expect(jsonBoundProblem(wideObject)).toEqual({ problem: 'tooManyKeys', limit: MAX_JSON_KEYS });
    const spread = Array.from({ length: 1_000 }, () => new Array(MAX_JSON_VALUES / 1_000).fill('x'));
    expect(jsonBoundProblem(spread)?.problem).toBe('tooManyValues');
  });

  it('passes every catalogue version whole, the deepest and largest body a route takes', () => {
    for (const v of ['v1', 'v2', 'v3', 'v4']) expect(jsonBoundProblem(loadCatalogueVersion(v)), v).toBeNull();
  });
});

describe('jsonTextBoundProblem()', () => {
  const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":[${i}]`).join(',')}}`;

  it('measures JSON text as jsonBoundProblem() measures the parsed value', () => {
    const texts = fc.oneof(
      fc.tuple(fc.jsonValue({ maxDepth: 6 }), fc.boolean()).map(([v, pretty]) => JSON.stringify(v, null, pretty ? 2 : undefined)),
      fc.integer({ min: 1, max: 200 }).map((d) => JSON.stringify({ a: JSON.parse('['.repeat(d) + ']'.repeat(d)), s: '[{"\\\\,' })),
      fc.constantFrom(
        keys(MAX_JSON_KEYS),
        keys(MAX_JSON_KEYS + 1),
        `[${new Array(MAX_JSON_VALUES - 1).fill(0).join(',')}]`,
        `[${new Array(MAX_JSON_VALUES).fill('{}').join(', ')}]`,
      ),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(jsonTextBoundProblem(text)).toEqual(jsonBoundProblem(JSON.parse(text)));
      }),
      { numRuns: 300, seed: 31 },
    );
  });

  it('skips brackets, commas and escaped quotes inside strings', () => {
    expect(jsonTextBoundProblem(JSON.stringify({ a: '['.repeat(1_000), b: ','.repeat(MAX_JSON_VALUES * 2), c: '\\"[[[' }))).toBeNull();
  });

  it('refuses deep, wide and many-keyed text without parsing it', () => {
    expect(jsonTextBoundProblem('['.repeat(500_000))).toEqual({ problem: 'tooDeep', limit: MAX_JSON_DEPTH });
    expect(jsonTextBoundProblem(`{"a":${'{"a":'.repeat(MAX_JSON_DEPTH)}`)).toEqual({ problem: 'tooDeep', limit: MAX_JSON_DEPTH });
    expect(jsonTextBoundProblem(keys(60_000))).toEqual({ problem: 'tooManyKeys', limit: MAX_JSON_KEYS });
    // A key written twice counts twice: the text is measured, not what JSON.parse would keep.
    expect(jsonTextBoundProblem(`{${new Array(MAX_JSON_KEYS + 1).fill('"a":1').join(',')}}`)).toEqual({ problem: 'tooManyKeys', limit: MAX_JSON_KEYS });
    expect(jsonTextBoundProblem(`[${'0,'.repeat(MAX_JSON_VALUES)}0]`)).toEqual({ problem: 'tooManyValues', limit: MAX_JSON_VALUES });
  });
});

describe('nulField()', () => {
  it('names the first NUL in document order, in a key or a value', () => {
    expect(nulField({ a: ['x', 'y\u0000'], b: 'z\u0000' })).toBe('a.1');
    expect(nulField({ a: { 'k\u0000': 1 }, b: 'z\u0000' })).toBe('a.k\u0000');
    expect(nulField({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(nulField('\u0000')).toBe('');
    expect(nulField({ a: [1, null, true, 'fine'] })).toBeNull();
  });

  it('walks 100,000 levels without recursion', () => {
    expect(nulField(nested(100_000))).toBeNull();
  });
});

describe('check()', () => {
  const schema = requestSchema<{ items: string[] }>({
    type: 'object',
    additionalProperties: false,
    properties: { items: { type: 'array', maxItems: 5, items: { type: 'string' } } },
  });

  it('refuses a body past the bounds with 400 and the problem named, before the schema or the NUL check', () => {
    const deep = refusal(() => check(schema, { items: nested(10_000), note: '\u0000' }));
    expect(deep.status).toBe(400);
    expect(deep.key).toBe('invalidRequest');
    expect(deep.details).toEqual([{ problem: 'tooDeep', limit: MAX_JSON_DEPTH }]);
    expect(refusal(() => check(schema, { items: new Array(MAX_JSON_VALUES).fill(1) })).details).toEqual([{ problem: 'tooManyValues', limit: MAX_JSON_VALUES }]);
  });

  it('lists at most MAX_DETAILS problems, and says how many there were', () => {
    // One maxItems and 1,000 wrong types.
    const e = refusal(() => check(schema, { items: new Array(1_000).fill(1) }));
    expect(e.details).toHaveLength(MAX_DETAILS + 1);
    expect(e.details.at(-1)).toEqual({ problem: 'moreProblems', limit: MAX_DETAILS, current: 1_001 });
  });

  it('has no request schema whose pattern is meant for texts longer than MAX_PATTERN_TEXT', () => {
    const tooLong: string[] = [];
    const stack: { node: unknown; at: string }[] = [...namedRequestSchemas()].map(([rs, name]) => ({ node: rs.schema, at: name }));
    while (stack.length) {
      const { node, at } = stack.pop()!;
      if (!node || typeof node !== 'object') continue;
      const o = node as Record<string, unknown>;
      if (typeof o.pattern === 'string' && typeof o.maxLength === 'number' && o.maxLength > MAX_PATTERN_TEXT) tooLong.push(at);
      for (const [k, v] of Object.entries(o)) stack.push({ node: v, at: `${at}.${k}` });
    }
    expect(tooLong).toEqual([]);
  });

  it('never tries a pattern on a text past MAX_PATTERN_TEXT: a backtracking pattern stays fast', () => {
    const blanks = requestSchema<{ name: string }>({ type: 'object', properties: { name: { type: 'string', maxLength: 50, pattern: '^\\s*(?:[a-z]{3,50})?\\s*$' } } });
    const started = performance.now();
    const e = refusal(() => check(blanks, { name: `${' '.repeat(40_000)}x` }));
    // Tried, the pattern would take about 2.6 s on this text (quadratic: 1 MB would take half an hour).
    expect(performance.now() - started).toBeLessThan(500);
    expect(e.details.map((d) => d.problem)).toEqual(['maxLength', 'pattern']);
    // Within the bound the pattern still decides.
    expect(check(blanks, { name: ' abc ' })).toEqual({ name: ' abc ' });
    expect(refusal(() => check(blanks, { name: `${' '.repeat(MAX_PATTERN_TEXT - 1)}x` })).details.map((d) => d.problem)).toEqual(['maxLength', 'pattern']);
  });
});
