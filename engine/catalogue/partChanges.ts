// One part of a catalogue draft (a question, a subdomain's fields, the grading ...) as the
// fields an editor changed: each a path into the part with the value it started from and the
// value it wants. Sending only those lets two editors of one part keep each other's changes.

/** One changed field: `from` is what the editor started from, `to` what it wants (absent: removed). */
export interface PartChange {
  path: string[];
  from?: unknown;
  to?: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep equality of JSON values; an absent value equals undefined. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameValue(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * The fields that differ between two values of a part. Objects are walked into (so the English
 * and the Hindi of a text are separate fields); a list is one field.
 */
export function partChanges(before: unknown, after: unknown, path: string[] = []): PartChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => partChanges(before[k], after[k], [...path, k]));
  }
  if (sameValue(before, after)) return [];
  return [{ path, ...(before !== undefined ? { from: before } : {}), ...(after !== undefined ? { to: after } : {}) }];
}

/** The value at a path of a part; undefined when any step is missing. */
export function valueAt(value: unknown, path: string[]): unknown {
  let v = value;
  for (const k of path) {
    if (!isPlainObject(v)) return undefined;
    v = v[k];
  }
  return v;
}

/** A copy of a part with the changes' `to` values written in (objects on the way are created). */
export function applyPartChanges<T>(value: T, changes: PartChange[]): T {
  const out = structuredClone(value) as unknown;
  for (const c of changes) {
    if (!c.path.length) continue;
    let node = out as Record<string, unknown>;
    for (const k of c.path.slice(0, -1)) {
      if (!isPlainObject(node[k])) node[k] = {};
      node = node[k] as Record<string, unknown>;
    }
    const last = c.path[c.path.length - 1];
    if (c.to === undefined) delete node[last];
    else node[last] = structuredClone(c.to);
  }
  return out as T;
}
