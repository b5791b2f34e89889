import { Hono, type Context } from 'hono';
import { cycleStatuses } from '../../workflows';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { check, jsonBody, requestSchema } from '../http/validate';
import { changeCycle, type CycleAction } from './change-cycle';
import { createCycle, type CreateCycleInput } from './create-cycle';
import { baseSchema } from '../db/revision';
import type { Deps } from '../deps';
import { downloadCycle, type DownloadFormat } from './download-cycle';
import { initiateSchools, type InitiateSchoolsInput } from './initiate-schools';
import { listCycles, type ListCyclesInput } from './list-cycles';
import { setCycleEnd } from './set-cycle-end';
import { listSchoolsWithoutForm, type SchoolsWithoutFormInput } from './schools-without-form';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';
import { schoolCode } from '../http/schemas';
import { counted } from '../i18n/counted.messages';
import type { MessageKey } from '../i18n/messages';
import { idParam } from '../http/params';

/** A calendar day, YYYY-MM-DD. */
const isoDay = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' } as const;

export const createCycleSchema = requestSchema<CreateCycleInput>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    // A blank name is refused by the service with the same message, the spec's own.
    properties: { name: { type: 'string', maxLength: 100 }, catalogueVersion: { type: 'string', pattern: '^v[0-9]+$' }, endsOn: { anyOf: [isoDay, { type: 'null' }] } },
  },
  { name: 'enterCycleName' },
);

export const cycleEndSchema = requestSchema<{ endsOn: string | null; base?: string | null }>({
  type: 'object',
  additionalProperties: false,
  required: ['endsOn'],
  properties: { endsOn: { anyOf: [isoDay, { type: 'null' }] }, base: baseSchema },
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

export const initiateSchoolsSchema = requestSchema<InitiateSchoolsInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    schoolCodes: { type: 'array', minItems: 1, maxItems: 5000, uniqueItems: true, items: schoolCode },
    all: { type: 'boolean', const: true },
    // Checked in the service, so a missing declaration gets its own message.
    consent: { type: 'boolean' },
  },
  // Either the schools chosen, or all that have no form: never both, never neither.
  // (Each branch names its property again, as ajv's strict mode asks of a `required`.)
  oneOf: [
    { required: ['schoolCodes'], properties: { schoolCodes: true } },
    { required: ['all'], properties: { all: true } },
  ],
});

export const schoolsWithoutFormSchema = requestSchema<SchoolsWithoutFormInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    ...pageProperties,
    ...cursorProperties,
  },
});

/** The success message of each action; the initiations say how many forms they made. */
const actionMessage = (action: CycleAction, done: { initiated?: number; audited?: number }) =>
  action === 'initiate'
    ? counted('formsInitiated', done.initiated ?? 0)
    : action === 'initiateAudit'
      ? counted('auditInitiated', done.audited ?? 0)
      : ('cycleStatusUpdated' satisfies MessageKey);

/** Cycle management (spec §7, cycle): privilege 22 on every call. */
export function cycleRoutes(deps: Deps) {
  const run = async (c: Context<AppEnv>, cycleid: string | undefined, name: CycleAction) => {
    const done = await changeCycle(deps, c.get('user'), idParam(cycleid, 'cycleid'), name, langOf(c));
    return ok(c, done, actionMessage(name, done));
  };
  return (
    new Hono<AppEnv>()
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
      .post('/:cycleid/end-date', jsonBody(cycleEndSchema), async (c) =>
        ok(c, await setCycleEnd(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), c.req.valid('json').endsOn, c.req.valid('json').base), 'dataUpdated'),
      )
      .post('/:cycleid/initiate', (c) => run(c, c.req.param('cycleid'), 'initiate'))
      .post('/:cycleid/initiate/audit', (c) => run(c, c.req.param('cycleid'), 'initiateAudit'))
      // Schools added after the first initiation: the ones chosen, or all that still have no form.
      .post('/:cycleid/initiate/schools', jsonBody(initiateSchoolsSchema), async (c) => {
        const done = await initiateSchools(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), c.req.valid('json'), langOf(c));
        return ok(c, done, counted('formsInitiated', done.initiated));
      })
      .post('/:cycleid/schools/without-form', jsonBody(schoolsWithoutFormSchema), async (c) =>
        ok(c, await listSchoolsWithoutForm(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), c.req.valid('json'), langOf(c))),
      )
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
      })
  );
}
