import type { Extensions } from '@electric-sql/pglite';

/**
 * The extensions the migrations create (pg_trgm for the lists' name search). PGlite has to load
 * them into every instance that opens the data folder, the server's and a backup's alike.
 */
export async function pgliteExtensions(): Promise<Extensions> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
