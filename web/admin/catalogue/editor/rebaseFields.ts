import { partChanges, sameValue, valueAt } from '../../../../engine';

/** One field of a part changed in both the draft and the newest version, as the rebase panel shows it. */
export interface RebaseField {
  /** Path into the part: ["label", "hi"]. */
  path: string[];
  draft: unknown;
  newest: unknown;
  /** The draft changed this field since the version both started from (false when that version is unknown). */
  byDraft: boolean;
  /** The newest version changed this field since then. */
  byNewest: boolean;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every field of a part, objects walked into (the English and the Hindi of a text apart), lists whole; the id is the part's name, not a field. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (!isPlainObject(value)) return [path];
  return Object.entries(value).flatMap(([k, v]) => (path.length === 0 && k === 'id' ? [] : leaves(v, [...path, k])));
}

/**
 * The fields to show for one conflict: where both sides have the part, the fields in which they
 * differ; where one side retired it, every field of the side that still has it. Each says which
 * side changed it since `base` (null base: not known, so neither is marked).
 */
export function rebaseFields(c: { base: unknown; draft: unknown; newest: unknown }): RebaseField[] {
  const paths = c.draft !== null && c.newest !== null ? partChanges(c.draft, c.newest).map((f) => f.path) : leaves(c.draft ?? c.newest);
  const changed = (side: unknown, path: string[]) => c.base !== null && side !== null && !sameValue(valueAt(c.base, path), valueAt(side, path));
  return paths.map((path) => ({
    path,
    draft: valueAt(c.draft, path),
    newest: valueAt(c.newest, path),
    byDraft: changed(c.draft, path),
    byNewest: changed(c.newest, path),
  }));
}
