// What the peer pages load from the real product server, the way the product's own page does:
// the head's token from the session the app keeps in localStorage, the domain list and
// POST /v1/form/json, so the peers pay the same network and server costs as the product.

/** One question as POST /v1/form/json describes it (the subset the peers read). */
export interface QuestionSchema {
  title?: string;
  description?: string;
  type?: string | string[];
  oneOf?: { const: unknown; title?: string }[];
  items?: { type?: string; anyOf?: { const: unknown; title?: string }[]; oneOf?: { const: unknown; title?: string }[] };
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
}

/** A follow-up rule: the `then` questions show while the `if` answer holds. */
export interface FollowUp {
  if: { properties: Record<string, { const?: unknown }>; required?: string[] };
  then?: { properties?: Record<string, QuestionSchema>; required?: string[] };
}

export interface DomainSchema {
  type: 'object';
  title?: string;
  description?: string;
  properties: Record<string, QuestionSchema>;
  required?: string[];
  allOf?: FollowUp[];
}

export type UiSchema = Record<string, unknown> & { 'ui:order'?: string[] };

export interface FormJson {
  schema: DomainSchema;
  uiSchema: UiSchema;
  answers: Record<string, unknown>;
}

export interface DomainSummary {
  domainId: string;
  name: { en: string; hi: string };
}

/** The page's address: ?accrid=&domain= (domain `all`: every domain's questions on one page). */
export function pageParams(): { accrid: number; domain: string } {
  const q = new URLSearchParams(location.search);
  return { accrid: Number(q.get('accrid') ?? 1), domain: q.get('domain') ?? 'D1' };
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { jwtToken?: string };
  const res = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session.jwtToken ? { Authorization: `Bearer ${session.jwtToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { status: string; value: T; errorMessage?: string };
  if (envelope.status !== 'SUCCESS') throw new Error(`${method} ${path}: ${res.status} ${envelope.errorMessage ?? ''}`);
  return envelope.value;
}

const domainLists = new Map<number, Promise<DomainSummary[]>>();

/** The form's domains (GET /v1/form/{accrid}/domain), asked once per page. */
export function loadDomains(accrid: number): Promise<DomainSummary[]> {
  let list = domainLists.get(accrid);
  if (!list) {
    list = call<DomainSummary[]>('GET', `/v1/form/${accrid}/domain`);
    domainLists.set(accrid, list);
  }
  return list;
}

/** One domain's form, or with `all` every domain's forms merged into one. */
export async function loadForm(accrid: number, domain: string): Promise<FormJson> {
  if (domain !== 'all') return call<FormJson>('POST', '/v1/form/json', { accrid, domainId: domain });
  const domains = await loadDomains(accrid);
  return mergeForms(await Promise.all(domains.map((d) => call<FormJson>('POST', '/v1/form/json', { accrid, domainId: d.domainId }))));
}

/** Domains' forms as one: every question on one page, in catalogue order, follow-up rules kept. */
export function mergeForms(forms: FormJson[]): FormJson {
  const schema: DomainSchema = { type: 'object', title: 'All questions', properties: {}, required: [], allOf: [] };
  const order: string[] = [];
  const uiSchema: UiSchema = {};
  const answers: Record<string, unknown> = {};
  for (const f of forms) {
    Object.assign(schema.properties, f.schema.properties);
    schema.required!.push(...(f.schema.required ?? []));
    schema.allOf!.push(...(f.schema.allOf ?? []));
    const { 'ui:order': own, ...rest } = f.uiSchema;
    Object.assign(uiSchema, rest);
    order.push(...(own ?? Object.keys(f.schema.properties)).filter((k) => k !== '*'));
    Object.assign(answers, f.answers);
  }
  uiSchema['ui:order'] = [...order, '*'];
  return { schema, uiSchema, answers };
}
