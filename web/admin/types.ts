import type { ApiValue } from '../api/types';

/**
 * The administration answers, as the server's OpenAPI document types them (web/api/schema.generated.ts,
 * `npm run api:types`): nothing here is declared by hand, so a renamed server field fails `tsc`.
 */

/** A page of a list: its items and how many there are in all. */
export type Paged<T> = { items: T[]; total: number; page?: number; pageSize?: number };

/** A page of a keyset-paged list (issue 32): with the cursors of the pages after and before it, and whether the total is an estimate. */
export type KeysetPaged<T> = { items: T[]; total: number; totalIsEstimate?: true; page: number; pageSize: number; nextCursor: string | null; prevCursor: string | null };

export type Cycle = ApiValue<'/v1/cycle/list', 'post'>[number];

export type SchoolWithoutForm = ApiValue<'/v1/cycle/{cycleid}/schools/without-form', 'post'>['items'][number];

/** A catalogue version a new cycle can use. */
export type CatalogueChoice = ApiValue<'/v1/cycle/versions', 'get'>[number];

/** What a cycle action answers (create, initiate, close ...). */
export type CycleChange = ApiValue<'/v1/cycle/create', 'post'>;

/** What initiating forms for chosen schools answers: the cycle and how many forms were created. */
export type SchoolsInitiated = ApiValue<'/v1/cycle/{cycleid}/initiate/schools', 'post'>;

export type Complaint = ApiValue<'/v1/complaint/list', 'post'>['items'][number];

export type ComplaintComment = ApiValue<'/v1/complaint/{complaintid}/comment/list', 'post'>[number];

export type StoredDocument = ApiValue<'/v1/complaint/{complaintid}/document/list', 'get'>[number];

export type School = ApiValue<'/v1/school/master/list', 'post'>['items'][number];

export type District = ApiValue<'/v1/reference/districts', 'get'>[number];
export type Block = ApiValue<'/v1/reference/districts/{id}/blocks', 'get'>[number];
export type RoleRef = ApiValue<'/v1/reference/roles', 'get'>[number];

/** A user as user management lists them (with the sign-in lock a manager may lift). */
export type User = ApiValue<'/v1/user/list', 'post'>['items'][number];

export type AccountRequest = ApiValue<'/v1/user/requests/list', 'post'>['items'][number];

/** A school's active head, as the approver is warned of them. */
export type SchoolHead = NonNullable<AccountRequest['activeHeads']>[number];

/** One entry of a user's history. */
export type UserEventEntry = ApiValue<'/v1/user/{userid}/history', 'get'>[number];

export type Role = ApiValue<'/v1/roles/list', 'post'>['items'][number];

export type RolePrivilege = ApiValue<'/v1/roles/{roleid}/privilege', 'get'>[number];
