/**
 * The scope matrix of tests/api/scoped-roles.test.ts (custom scoped roles) and
 * tests/api/scope-builtin.test.ts (the built-in DQA and school head): for every
 * route that takes a school, form, district or block, how to call it for a
 * place and what a scoped user gets there. A new such route fails the first
 * test until it has an entry here.
 */

/** A school with its form in the demo cycle, and where it lies. */
export interface Place {
  accrid: number;
  schoolCode: string;
  districtId: number;
  blockId: number;
}

/** The scoped users of the test: a district and a block officer (DQA privileges and 22), a district user manager (35, 52). */
export type MatrixActor = 'district' | 'block' | 'manager';

/** The demo's built-in scoped users, the second actor set (scope-builtin.test.ts): the DQA of district 1 and the head of DEMO_SCHOOL. */
export type BuiltInActor = 'dqa' | 'head';

export interface Req {
  method: string;
  url: string;
  body?: unknown;
  multipart?: Record<string, string | Blob>;
}

export interface Ctx {
  cycleId: number;
  /** A fresh number, for login names that must be new. */
  seq: () => number;
  districtRoleId: number;
  /** A user of the district officer's role, for the manager to move. */
  officerId: number;
  /** A school's master record as POST /v1/school/manage takes it. */
  schoolRecord: (schoolCode: string) => Promise<Record<string, unknown>>;
}

export interface MatrixEntry {
  /** Who calls: the officers (default), or the district user manager for routes of privileges 35 and 52. */
  actor?: 'officer' | 'manager';
  /** Which of the place's keys the call names: a call for another place that names the same values is skipped. */
  uses: readonly (keyof Place)[];
  call: (p: Place, ctx: Ctx) => Req[] | Promise<Req[]>;
  /** 'allowed': the own place is not refused (403). A text: why every user of the level is refused even there. */
  own: 'allowed' | string;
  /** Another place: 403 (default), or 'filtered': 403 or a list that leaves it out. */
  other?: 'forbidden' | 'filtered';
  /**
   * The own place for a built-in user, where `own` (written for the custom actors) does not say it:
   * 'allowed', or why that user is refused even there. Unset: `own` if it is 'allowed', else not checked.
   */
  builtInOwn?: Partial<Record<BuiltInActor, 'allowed' | string>>;
}

const get = (url: string): Req[] => [{ method: 'GET', url }];
const post = (url: string, body: unknown = {}): Req[] => [{ method: 'POST', url, body }];
const form = (url: (p: Place) => string, own: MatrixEntry['own'] = 'allowed'): MatrixEntry => ({ uses: ['accrid'], call: (p) => get(url(p)), own });
const formPost = (url: string, body: (p: Place) => Record<string, unknown>, own: MatrixEntry['own'] = 'allowed'): MatrixEntry => ({
  uses: ['accrid'],
  call: (p) => post(url, body(p)),
  own,
});
const filter = (url: string, extra: Record<string, unknown> = {}, other: MatrixEntry['other'] = 'forbidden'): MatrixEntry => ({
  uses: ['districtId', 'blockId'],
  call: (p) => post(url, { ...extra, districtId: p.districtId, blockId: p.blockId }),
  own: 'allowed',
  other,
});
const headOnly = 'only the school head of the form acts here';
const stateOnly = 'a cycle covers every district: state scope needed (needsStateScope)';

const dashboardCharts = [
  'classification/school',
  'classification/area',
  'classwise/enrollment',
  'chart/statuswise',
  'chart/statescore',
  'progress/district/domain',
  'progress/district/status',
  'progress/district/heat',
  'progress/district/complaint',
  'analysis/domain/schoolowner',
  'analysis/domain/privategovt',
  'analysis/district/selfvsexternal',
  'analysis/domain/selfvsexternal',
  'cycle/data',
];

export const scopeMatrix: Record<string, MatrixEntry> = {
  // Forms
  'POST /v1/form/search': filter('/v1/form/search', {}, 'filtered'),
  'GET /v1/form/:accrid/domain': form((p) => `/v1/form/${p.accrid}/domain`),
  'POST /v1/form/json': formPost('/v1/form/json', (p) => ({ accrid: p.accrid, domainId: 'D1' })),
  'POST /v1/form/open': formPost('/v1/form/open', (p) => ({ accrid: p.accrid, domainId: 'D1' })),
  // External answers are the reviewer's; before the audit starts the own form refuses them (409), never 403. The head never writes them (save-external-answers.ts).
  'POST /v1/form/answers': {
    ...formPost('/v1/form/answers', (p) => ({ accrid: p.accrid, kind: 'external', answers: [{ questionid: 'Q001', value: 'BA1' }] })),
    builtInOwn: { head: "the external evaluation is the district reviewer's (privilege 42)" },
  },
  'POST /v1/form/domain/details/validate': formPost('/v1/form/domain/details/validate', (p) => ({ accrid: p.accrid })),
  'POST /v1/form/status/change': formPost('/v1/form/status/change', (p) => ({ accrid: p.accrid, status: 4, comment: 'Checked' })),
  'GET /v1/form/:accrid/review-summary': form((p) => `/v1/form/${p.accrid}/review-summary`),
  'GET /v1/form/:accrid/status': form((p) => `/v1/form/${p.accrid}/status`),
  'GET /v1/form/:accrid/status/history': form((p) => `/v1/form/${p.accrid}/status/history`),
  'POST /v1/form/history': formPost('/v1/form/history', (p) => ({ accrid: p.accrid })),
  'POST /v1/form/question/status': formPost('/v1/form/question/status', (p) => ({ accrid: p.accrid, questionid: 'Q001', status: 'FLAGGED', comment: 'Please check' })),
  'POST /v1/form/question/comment/list': formPost('/v1/form/question/comment/list', (p) => ({ accrid: p.accrid })),
  'POST /v1/form/question/comment': formPost('/v1/form/question/comment', (p) => ({ accrid: p.accrid, questionid: 'Q001', comment: 'Please attach the register' })),
  'GET /v1/form/:accrid/comments': form((p) => `/v1/form/${p.accrid}/comments`),
  'POST /v1/form/self/init': { ...formPost('/v1/form/self/init', (p) => ({ accrid: p.accrid }), `${headOnly} (privilege 40)`), builtInOwn: { head: 'allowed' } },

  // Evidence
  'POST /v1/form/question/document': {
    uses: ['accrid'],
    call: (p) => [
      {
        method: 'POST',
        url: '/v1/form/question/document',
        multipart: { accrid: String(p.accrid), questionid: 'Q001', files: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }) },
      },
    ],
    own: headOnly,
    builtInOwn: { head: 'allowed', dqa: headOnly },
  },
  'GET /v1/form/:accrid/documents': form((p) => `/v1/form/${p.accrid}/documents`),
  'POST /v1/form/:accrid/question/:questionid/documents': { uses: ['accrid'], call: (p) => post(`/v1/form/${p.accrid}/question/Q001/documents`), own: 'allowed' },
  'GET /v1/form/:accrid/question/:questionid/documents/:documentid': form((p) => `/v1/form/${p.accrid}/question/Q001/documents/987654`),
  // An unknown document of the own form is 404 (the head-only check follows); of another's, 403 first.
  'POST /v1/form/question/document/delete': formPost('/v1/form/question/document/delete', (p) => ({ accrid: p.accrid, documentid: 987654 })),

  // Workflow: the officers hold the DQA level's privilege (42) only.
  'POST /v1/workflow/form/:level/status/submit': formPost('/v1/workflow/form/dqa/status/submit', (p) => ({ accrid: p.accrid, consent: true })),
  'POST /v1/workflow/form/:level/status/reject': formPost('/v1/workflow/form/dqa/status/reject', (p) => ({ accrid: p.accrid, reasonId: 1 })),
  'POST /v1/workflow/cycle/sqa/district/submit': {
    uses: ['districtId'],
    call: (p, c) => post('/v1/workflow/cycle/sqa/district/submit', { cycleid: c.cycleId, districtId: p.districtId, consent: true }),
    own: 'allowed',
  },

  // Report cards
  'GET /v1/report/:accrid/score': form((p) => `/v1/report/${p.accrid}/score`),
  'GET /v1/report/:accrid/domain/score': form((p) => `/v1/report/${p.accrid}/domain/score`),
  'GET /v1/report/:accrid/pdf': form((p) => `/v1/report/${p.accrid}/pdf`),
  'GET /v1/report/:schoolAccrId/chart': form((p) => `/v1/report/${p.accrid}/chart`),
  'POST /v1/report/overall': filter('/v1/report/overall', {}, 'filtered'),

  // Schools
  'POST /v1/school/details': { uses: ['schoolCode'], call: (p) => post('/v1/school/details', { schoolCode: p.schoolCode }), own: 'allowed' },
  'POST /v1/school/update': {
    uses: ['schoolCode'],
    call: (p) => post('/v1/school/update', { schoolCode: p.schoolCode, info: {} }),
    own: `${headOnly} (privilege 8)`,
    builtInOwn: { head: 'allowed' },
  },
  'GET /v1/school/:schoolCode': { uses: ['schoolCode'], call: (p) => get(`/v1/school/${p.schoolCode}`), own: 'allowed' },
  'POST /v1/school/master/list': filter('/v1/school/master/list', {}, 'filtered'),
  'GET /v1/school/:schoolCode/changes': { actor: 'manager', uses: ['schoolCode'], call: (p) => get(`/v1/school/${p.schoolCode}/changes`), own: 'allowed' },
  // The school as it is, sent back: the own one saves (no change), another district's is refused before anything is written.
  'POST /v1/school/manage': {
    actor: 'manager',
    uses: ['schoolCode'],
    call: async (p, c) => post('/v1/school/manage', await c.schoolRecord(p.schoolCode)),
    own: 'allowed',
  },

  // Users: the manager places users of the district officer's role.
  'POST /v1/user/create': {
    actor: 'manager',
    uses: ['districtId'],
    call: (p, c) => post('/v1/user/create', { loginId: `placed.${c.seq()}`, password: 'Strong#Pass1', firstName: 'Placed', roleId: c.districtRoleId, districtId: p.districtId }),
    own: 'allowed',
  },
  'POST /v1/user/set': { actor: 'manager', uses: ['districtId'], call: (p, c) => post('/v1/user/set', { userId: c.officerId, districtId: p.districtId }), own: 'allowed' },

  // Cycles
  'POST /v1/cycle/:cycleid/initiate/schools': {
    uses: ['schoolCode'],
    call: (p, c) => post(`/v1/cycle/${c.cycleId}/initiate/schools`, { schoolCodes: [p.schoolCode], consent: true }),
    own: stateOnly,
  },

  // Complaints
  'POST /v1/complaint/create': {
    uses: ['schoolCode'],
    call: (p) => post('/v1/complaint/create', { subject: 'Water', description: 'The tank leaks', schoolCode: p.schoolCode }),
    own: 'allowed',
  },
  // The dashboard's complaint cell opens this list filtered by district and block: another place's complaints are left out.
  'POST /v1/complaint/list': filter('/v1/complaint/list', {}, 'filtered'),

  // Dashboards
  'GET /v1/dashboard/blocks': { uses: ['districtId'], call: (p) => get(`/v1/dashboard/blocks?districtId=${p.districtId}`), own: 'allowed' },
  ...Object.fromEntries(dashboardCharts.map((chart) => [`POST /v1/dashboard/${chart}`, filter(`/v1/dashboard/${chart}`)])),
  'POST /v1/dashboard/schools': filter('/v1/dashboard/schools', { status: 1, page: 1, pageSize: 25 }, 'filtered'),

  // Exports
  'GET /v1/export/forms': {
    uses: ['districtId', 'blockId'],
    call: (p, c) => get(`/v1/export/forms?cycleId=${c.cycleId}&districtId=${p.districtId}&blockId=${p.blockId}`),
    own: 'allowed',
    other: 'filtered',
  },
};

interface DocOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> };
}

/** The keys that name a school, form, district or block in a path, query or body. */
const PLACE_KEYS = new Set(['accrid', 'schoolAccrId', 'schoolCode', 'schoolCodes', 'districtId', 'blockId']);

/** Every route of the API document (as `METHOD /v1/path/:param`) that takes a school, form, district or block. */
export function matrixKeyRoutes(doc: {
  paths: Record<string, Record<string, DocOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}): string[] {
  const found: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const names = (op.parameters ?? []).map((p) => p.name);
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        const schema = media.schema?.$ref ? doc.components?.schemas?.[media.schema.$ref.split('/').pop()!] : media.schema;
        names.push(...Object.keys(schema?.properties ?? {}));
      }
      if (names.some((n) => PLACE_KEYS.has(n))) found.push(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return found;
}
