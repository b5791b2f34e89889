/**
 * A server's state right after its first start with the demo data, per seed: its DATA_DIR and,
 * on PostgreSQL, its database. Made once per browser test run (server-templates.setup.ts); each
 * test file's server starts on a copy, so the 35 migrations and the demo seed run twice a run,
 * not once a file.
 */
export type Seed = '1' | 'full';

export interface ServerTemplate {
  dataDir: string;
  /** The template database on the E2E_DATABASE_ADMIN_URL server, copied with CREATE DATABASE … TEMPLATE. */
  database?: string;
}

/** How the setup hands the templates to the test workers (they inherit its environment). */
export const SERVER_TEMPLATES_ENV = 'ACCR_E2E_SERVER_TEMPLATES';

/** The run's template for `seed`, or null when the run made none (the server then migrates and seeds). */
export function serverTemplate(seed: Seed): ServerTemplate | null {
  const text = process.env[SERVER_TEMPLATES_ENV];
  if (!text) return null;
  return (JSON.parse(text) as Partial<Record<Seed, ServerTemplate>>)[seed] ?? null;
}
