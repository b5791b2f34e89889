/** Whether a database error carries this SQLSTATE (on PGlite and node-postgres, possibly wrapped by drizzle). */
export function hasSqlState(err: unknown, code: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique-constraint violation. */
export const isUniqueViolation = (err: unknown): boolean => hasSqlState(err, '23505');

/** A lock not taken within lock_timeout. */
export const isLockTimeout = (err: unknown): boolean => hasSqlState(err, '55P03');
