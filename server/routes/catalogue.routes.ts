import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { check, requestSchema } from '../http/validate';
import type { Deps } from '../services/deps';
import { diffCatalogueVersions, exportCatalogueVersion, listCatalogueVersions } from '../services/catalogue-versions';
import { applyCycleMigration, previewCycleMigration } from '../services/cycle-migration';
import { jsonBody } from '../http/validate';
import { idParam } from './params';

const version = { type: 'string', pattern: '^v[0-9]+$', maxLength: 12 } as const;

export const diffQuerySchema = requestSchema<{ from: string; to: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: version, to: version },
});
export const versionParamSchema = requestSchema<string>(version);
export const migrationQuerySchema = requestSchema<{ to: string }>({ type: 'object', additionalProperties: false, required: ['to'], properties: { to: version } });
export const migrateSchema = requestSchema<{ to: string }>({ type: 'object', additionalProperties: false, required: ['to'], properties: { to: version } });

/** The question catalogue's versions, for the department (privilege 60): list, compare, download. */
export function catalogueRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requirePrivilege(PRIV.catalogue))
    .get('/versions', async (c) => ok(c, await listCatalogueVersions(deps, langOf(c))))
    .get('/versions/:version/export', (c) => {
      const v = check(versionParamSchema, c.req.param('version'));
      c.header('Content-Disposition', `attachment; filename="catalogue-${v}.json"`);
      return c.json(exportCatalogueVersion(deps, v));
    })
    .get('/diff', (c) => {
      const q = check(diffQuerySchema, c.req.query());
      return ok(c, diffCatalogueVersions(deps, q.from, q.to));
    })
    .get('/cycles/:cycleid/migration', async (c) => {
      const { to } = check(migrationQuerySchema, c.req.query());
      return ok(c, await previewCycleMigration(deps, idParam(c.req.param('cycleid'), 'cycleid'), to));
    })
    .post('/cycles/:cycleid/migrate', jsonBody(migrateSchema), async (c) =>
      ok(c, await applyCycleMigration(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), c.req.valid('json').to), 'formsMigrated'),
    );
}
