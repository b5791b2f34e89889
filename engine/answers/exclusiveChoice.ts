import type { Option } from '../generated/catalogue';

/**
 * A multiple choice after one tick, with "None of these" kept alone: ticking an exclusive option
 * clears the others, ticking another option clears the exclusive one. `before` and `after` are
 * the codes before and after the tick, as the checkboxes give them.
 */
export function applyExclusive(options: readonly Pick<Option, 'code' | 'exclusive'>[], before: readonly string[], after: readonly string[]): string[] {
  const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.code));
  if (exclusive.size === 0) return [...after];
  const added = after.filter((c) => !before.includes(c));
  const addedExclusive = added.find((c) => exclusive.has(c));
  if (addedExclusive) return [addedExclusive];
  if (added.length > 0) return after.filter((c) => !exclusive.has(c));
  return [...after];
}

/** Whether a set of codes breaks the rule: an exclusive option together with any other. */
export function breaksExclusive(options: readonly Pick<Option, 'code' | 'exclusive'>[], codes: readonly string[]): boolean {
  return codes.length > 1 && codes.some((c) => options.some((o) => o.code === c && o.exclusive));
}
