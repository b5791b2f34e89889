/**
 * The rows of `db.execute(sql…)`: node-postgres answers `{ rows }`, drizzle's PGlite driver the
 * array itself, so raw statements read their rows through this on either database.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
