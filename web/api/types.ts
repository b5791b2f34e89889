import type { components, paths } from './schema.generated';

/**
 * The API answers the web app reads, as the server's OpenAPI document types them
 * (web/api/schema.generated.ts, written by `npm run api:types` from what each route answers).
 * Nothing here is declared by hand: a renamed server field fails `tsc` in web/.
 */
type Schemas = components['schemas'];

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type EnvelopeValue<R> = R extends { content: { 'application/json': { value: infer V } } } ? V : never;
/** The success envelope's `value` of one operation of `paths`. */
export type SuccessValue<Op> = Op extends { responses: infer R } ? (R extends { 200: infer A } ? EnvelopeValue<A> : R extends { 201: infer B } ? EnvelopeValue<B> : never) : never;

/** The success envelope's `value` of an operation, as the OpenAPI document types it: `ApiValue<'/v1/cycle/list', 'post'>`. */
export type ApiValue<P extends keyof paths, M extends Method & keyof paths[P]> = SuccessValue<NonNullable<paths[P][M]>>;

export type LoginValue = Schemas['SessionValue'];

export type FormSearch = Schemas['FormSearchPage'];
export type FormListItem = FormSearch['items'][number];

/** What the one completeness rule still finds missing in a domain (GET /v1/form/{accrid}/domain). */
export type DomainSummary = Schemas['FormDomainList'][number];
export type DomainMissing = NonNullable<DomainSummary['missing']>;

export type FormStatus = Schemas['FormStatusView'];
export type RejectInfo = NonNullable<FormStatus['reject']>;

export type ValidateResult = Schemas['FormCompleteness'];
export type MissingItem = ValidateResult['missingAnswers'][number];

export type RejectReason = Schemas['RejectReasonList'][number];

export type HistoryEntry = Schemas['FormHistory'][number];

export type ReportScore = Schemas['ReportScore'];

/** What explains a score (report card, and reviewers before approval). */
export type ScoreExplained = Pick<ReportScore, 'grade' | 'gradeScale' | 'method' | 'uncappedGrade' | 'critical' | 'notApplicable' | 'priorities'>;

/** GET /v1/form/{accrid}/review-summary */
export type ReviewSummary = Schemas['ReviewSummary'];

export type JsonObject = Record<string, unknown>;

export type SchoolDetails = Schemas['SchoolDetails'];

export type FormJson = Schemas['FormDomainJson'];

/** A user as the server shows one (server/users/user-view.ts): never a password, Aadhaar only masked. */
export type UserView = Schemas['UserView'];

/** How far a role reaches: its users' school, block, district, or the whole state (roles.scope_level). */
export type ScopeLevel = UserView['scopeLevel'];
