/**
 * The rows of `db.execute(sql…)`: node-postgres answers `{ rows }`, drizzle's PGlite driver the
 * array itself, so raw statements read their rows through this on either database.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Rows read by `in (…)` put back in the order of the keys asked for (a page's keys, read in the
 * page's order): the database answers an IN list in any order. A key with no row is left out.
 */
export function inKeyOrder<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[] {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}
