import { Hono, type Context } from 'hono';
import { cycleStatuses } from '../../workflows';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { check, jsonBody, requestSchema } from '../http/validate';
import { changeCycle, type CycleAction } from '../services/change-cycle';
import { createCycle, type CreateCycleInput } from '../services/create-cycle';
import type { Deps } from '../services/deps';
import { downloadCycle, type DownloadFormat } from '../services/download-cycle';
import { listCycles, type ListCyclesInput } from '../services/list-cycles';
import type { MessageKey } from '../i18n/messages';
import { idParam } from './params';

export const createCycleSchema = requestSchema<CreateCycleInput>({
  type: 'object',
  additionalProperties: false,
  // name is checked in the service, so a blank one gets the spec's own message.
  properties: { name: { type: 'string', maxLength: 100 }, catalogueVersion: { type: 'string', pattern: '^v[0-9]+$' } },
});

export const listCyclesSchema = requestSchema<ListCyclesInput>({
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: cycleStatuses.map((s) => s.code) } },
});

export const downloadQuerySchema = requestSchema<{ format?: DownloadFormat }>({
  type: 'object',
  additionalProperties: false,
  properties: { format: { type: 'string', enum: ['csv', 'xlsx'] } },
});

const actionMessage: Record<CycleAction, MessageKey> = {
  initiate: 'formsInitiated',
  initiateAudit: 'cycleStatusUpdated',
  close: 'cycleStatusUpdated',
  delete: 'cycleStatusUpdated',
};

/** Cycle management (spec §7, cycle): privilege 22 on every call. */
export function cycleRoutes(deps: Deps) {
  const run = async (c: Context<AppEnv>, cycleid: string | undefined, name: CycleAction) =>
    ok(c, await changeCycle(deps, c.get('user'), idParam(cycleid, 'cycleid'), name, langOf(c)), actionMessage[name]);
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requirePrivilege(PRIV.cycle))
    .post('/create', jsonBody(createCycleSchema), async (c) => ok(c, await createCycle(deps, c.get('user'), c.req.valid('json'), langOf(c)), 'newCycleCreated', 201))
    .post('/list', jsonBody(listCyclesSchema), async (c) => ok(c, await listCycles(deps, c.get('user'), c.req.valid('json'), langOf(c))))
    // The versions a new cycle may be created on: published ones, newest first.
    .get('/versions', (c) =>
      ok(
        c,
        deps.catalogues.versions
          .map((v) => deps.catalogues.get(v).catalogue)
          .filter((cat) => cat.status === 'published')
          .map((cat) => ({ version: cat.version, title: cat.title[langOf(c)], current: cat.version === deps.catalogues.current }))
          .reverse(),
      ),
    )
    .post('/:cycleid/initiate', (c) => run(c, c.req.param('cycleid'), 'initiate'))
    .post('/:cycleid/initiate/audit', (c) => run(c, c.req.param('cycleid'), 'initiateAudit'))
    .post('/:cycleid/close', (c) => run(c, c.req.param('cycleid'), 'close'))
    .post('/:cycleid/delete', (c) => run(c, c.req.param('cycleid'), 'delete'))
    .get('/:cycleid/download', async (c) => {
      const cycleid = idParam(c.req.param('cycleid'), 'cycleid');
      const { format = 'csv' } = check(downloadQuerySchema, c.req.query());
      const file = await downloadCycle(deps, c.get('user'), cycleid, format, langOf(c));
      return c.body(file.body, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
