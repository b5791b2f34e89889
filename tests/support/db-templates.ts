/**
 * Migrated databases the tests copy instead of migrating their own: every API test file opens one
 * or more fresh databases, and running the 35 migrations (and the demo seed) each time was most of
 * what those files cost. `empty` is migrated only; `demo` is what the server's start leaves behind
 * with the demo data (reference data, job queue, catalogue, demo accounts and forms at their start).
 * Made once per run by tests/support/db-templates.setup.ts; a test copies a template, never opens it.
 */
export type TemplateKind = 'empty' | 'demo';

export interface DbTemplates {
  /** Files holding PGlite's dumpDataDir of each template. */
  pglite: Record<TemplateKind, string>;
  /** Database names on the TEST_DATABASE_URL server, when it is set. */
  postgres?: Record<TemplateKind, string>;
}

/** Where the setup hands the templates to the test workers (they inherit its environment). */
export const TEMPLATES_ENV = 'ACCR_TEST_DB_TEMPLATES';

/** The run's templates, or null outside a vitest run that made them (a bench, a script): then the caller migrates. */
export function runTemplates(): DbTemplates | null {
  const text = process.env[TEMPLATES_ENV];
  return text ? (JSON.parse(text) as DbTemplates) : null;
}
