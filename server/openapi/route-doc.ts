import { EVIDENCE_TYPES } from '../../engine';
import type { RequestSchema } from '../http/validate';

/** How the lists of issue 32 page (the keyset protocol every paged list follows). */
export const keysetPaging =
  "Keyset paging: send the answer's `nextCursor` as `after` (or `prevCursor` as `before`) with the next page number for the page after (or before) it, read from the index at that row whatever the list's size; without a cursor `page` is read by offset. A cursor made for another search, filter or order is refused (400, `listCursorInvalid`).";

/** The failure statuses the API answers with the failure envelope. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** What the OpenAPI document says about one route, beyond the method and path the app itself knows. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Defaults to the feature segment of the path (`/v1/<feature>/...`). */
  tag?: string;
  /** The JSON body, as the route validates it with `jsonBody(...)`. */
  requestSchema?: RequestSchema<unknown>;
  /** Path parameters the route checks with `check(schema, c.req.param(name))`, by name (others: a positive id, or a string). */
  params?: Record<string, RequestSchema<unknown>>;
  /** Query values, checked with `check(...)`. */
  query?: RequestSchema<unknown>;
  /** Fields of a multipart/form-data body (file uploads). */
  multipart?: RequestSchema<unknown>;
  /** The multipart body's file part: one file under this name, instead of the uploads' `files` list. */
  multipartFile?: string;
  /** JSON Schema of the success envelope's `value`. */
  value?: Record<string, unknown>;
  /** The route answers a file or a page, not an envelope. */
  produces?: 'binary' | 'html' | 'json' | 'javascript';
  /** The content types of the file a `produces: 'binary'` route answers (the route's Content-Type header). */
  contentTypes?: readonly string[];
  /** JSON Schema of a file answered as JSON (`produces: 'json'`), not wrapped in the envelope. */
  file?: Record<string, unknown>;
  /**
   * Failures the route answers besides those the document gives every route of its kind (400 for
   * input, 401 and 403 when protected, 404 with ids, 413 with a body, 429 when throttled), each with
   * the error codes it carries.
   */
  failures?: Partial<Record<FailureStatus, string>>;
  /** HTTP status of success (200 unless said); both when the route answers 201 for a new record and 200 for a changed one. */
  successStatus?: 200 | 201 | 202 | readonly (200 | 201 | 202)[];
  /**
   * The caller needs at least one of these privileges; 403 otherwise. An
   * empty list: any signed-in user. Ignored for public routes.
   */
  privileges: readonly number[];
  /** When the privilege depends on a path parameter (the workflow level): the privileges per value; 404 for other values. */
  privilegesByParam?: { param: string; values: Record<string, readonly number[]> };
  /** No token needed. */
  public?: boolean;
  /** A body that passes validation (ids that do not exist): the documented example, and what the route guard test sends. */
  example?: unknown;
}

/** What an evidence or complaint document download answers: the type its upload was sniffed as. */
export const evidenceTypes = Object.values(EVIDENCE_TYPES);
