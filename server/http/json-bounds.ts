// Limits on the shape of a client's JSON, checked before anything walks it. ajv's compiled checks,
// deep equality (ajv's uniqueItems and const, the catalogue editor's sameValue), JSON.stringify on
// the way to a jsonb column and structuredClone all recurse: 9,000 levels of `[` overflowed the
// stack and answered 500 on every JSON route (issue 31). JSON.parse does not recurse, but it is
// slow on wide objects (150 ms for one of 60,000 keys), so a JSON body is measured as text first.

/**
 * How deeply a request may nest arrays and objects. The deepest legitimate body is a catalogue
 * import or a catalogue draft patch (a catalogue version nests 10 levels, a patch wraps a part in 3
 * more); every other route takes 5 or fewer. 64 leaves room for the format to grow while keeping
 * every recursive walk behind this check a few dozen frames deep.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * How many values (array items and object members, at any depth) a request may hold. A catalogue
 * version holds about 4,200 in 108 KB, so even a catalogue filling the whole 1 MB body limit would
 * hold about 40,000; the largest other bodies (300 answers of up to 50 codes each, 5,000 school
 * codes, 2,000 rebase choices) stay under 17,000. Spreading a list into a call's arguments
 * (`Math.max(...scores)`) overflows the stack past about 120,000 items.
 */
export const MAX_JSON_VALUES = 50_000;

/**
 * How many members one object may have. The widest legitimate object is the school information
 * (29 fields); a catalogue's have at most 10. Past about a thousand, V8 keeps an object as a hash
 * table, and parsing, listing and checking its members gets slow: ajv reports each unknown member
 * on its own (allErrors), which made one 1 MB body of `{"k0":0,…}` cost 300 ms of CPU.
 */
export const MAX_JSON_KEYS = 1_000;

/** Why a value is refused before it is walked, as the envelope's detail names it. */
export type JsonBoundProblem = { problem: 'tooDeep' | 'tooManyValues' | 'tooManyKeys'; limit: number };

const tooDeep: JsonBoundProblem = { problem: 'tooDeep', limit: MAX_JSON_DEPTH };
const tooManyValues: JsonBoundProblem = { problem: 'tooManyValues', limit: MAX_JSON_VALUES };
const tooManyKeys: JsonBoundProblem = { problem: 'tooManyKeys', limit: MAX_JSON_KEYS };

/**
 * The first limit a parsed value goes over, or null: for values that did not come as JSON text
 * (query strings, form fields) and as the guarantee behind every check. Iterative; it stops at the
 * first level past the depth limit or the first container that goes past a count.
 */
export function jsonBoundProblem(data: unknown): JsonBoundProblem | null {
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  let values = 1;
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) return tooDeep;
    const isArray = Array.isArray(value);
    if (!isArray && Object.keys(value).length > MAX_JSON_KEYS) return tooManyKeys;
    const children: readonly unknown[] = isArray ? value : Object.values(value);
    values += children.length;
    if (values > MAX_JSON_VALUES) return tooManyValues;
    for (const child of children) if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const isBlank = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * The same limits measured on JSON text before it is parsed, in one pass over its characters: a
 * body past them costs a scan, never a parse. It counts what the text says (a key written twice
 * counts twice); text that is not JSON gets a count of some sort and is then refused by JSON.parse.
 */
export function jsonTextBoundProblem(text: string): JsonBoundProblem | null {
  // Per open container: its members so far when an object, -1 when an array.
  const open: number[] = [];
  let values = 1;
  let inString = false;
  // Just after `[` or `{`: the next token, unless it closes the container, is its first element.
  let justOpened = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (isBlank(c)) continue;
    if (justOpened) {
      justOpened = false;
      if (c !== CLOSE_ARRAY && c !== CLOSE_OBJECT) {
        if (++values > MAX_JSON_VALUES) return tooManyValues;
        if (open[open.length - 1] >= 0) open[open.length - 1] = 1;
      }
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (open.length + 1 > MAX_JSON_DEPTH) return tooDeep;
      open.push(c === OPEN_OBJECT ? 0 : -1);
      justOpened = true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) open.pop();
    else if (c === COMMA) {
      if (++values > MAX_JSON_VALUES) return tooManyValues;
      const members = open[open.length - 1];
      if (members >= 0 && (open[open.length - 1] = members + 1) > MAX_JSON_KEYS) return tooManyKeys;
    }
  }
  return null;
}
