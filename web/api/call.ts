import { request, requestAction, type ActionResult } from './client';
import type { paths } from './schema.generated';
import type { Method, SuccessValue } from './types';

/**
 * The API by path: a call's body, path and query parameters and its answer are the OpenAPI
 * document's (web/api/schema.generated.ts), chosen by its method and path template, so a route
 * the server changes fails `tsc` where the web app calls it. Sending, the envelope, errors and
 * the session's handling are web/api/client.ts's.
 */

/** The operation a method and path name. */
export type Operation<M extends Method, P extends keyof paths> = NonNullable<paths[P][M]>;

/** The path templates with an operation for the method. */
export type ApiPath<M extends Method> = { [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P }[keyof paths];

type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : Op extends { requestBody: { content: { 'multipart/form-data': unknown } } }
      ? { body: FormData }
      : { body?: never };

type Parameters<Op> = Op extends { parameters: infer X } ? X : never;
// A numeric path parameter may be given as the string the page's own URL holds: it is sent as text either way, and the server checks it.
type PathValues<A> = { [K in keyof A]: A[K] extends number ? number | string : A[K] };
type PathParams<Op> = Parameters<Op> extends { path: infer A } ? { path: PathValues<A> } : { path?: never };
type QueryParams<Op> =
  Parameters<Op> extends { query: infer Q }
    ? { query: Q }
    : Parameters<Op> extends { query?: infer Q }
      ? [NonNullable<Q>] extends [never]
        ? { query?: never }
        : { query?: NonNullable<Q> }
      : { query?: never };

/** What a call of the operation takes besides its method and path. */
export type CallOptions<Op> = JsonBody<Op> & PathParams<Op> & QueryParams<Op> & { keepalive?: boolean };

/** The options argument, left out when the operation needs none of them. */
export type OptionsArg<Op> = object extends CallOptions<Op> ? [options?: CallOptions<Op>] : [options: CallOptions<Op>];

/** The body a call takes, for a caller that builds it apart from the call. */
export type CallBody<M extends Method, P extends ApiPath<M>> = NonNullable<CallOptions<Operation<M, P>>['body']>;

/** The answer of a call: the success envelope's value. */
export type CallValue<M extends Method, P extends ApiPath<M>> = SuccessValue<Operation<M, P>>;

type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;

/** The URL of a call: the template's `{name}` filled from its path parameters, then its query. */
export function callUrl(template: string, options?: { path?: unknown; query?: unknown }): string {
  const params = (options?.path ?? {}) as Record<string, string | number>;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((options?.query ?? {}) as Query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

function payload(body: unknown): { body: BodyInit | undefined; contentType: string | undefined } {
  if (body === undefined) return { body: undefined, contentType: undefined };
  // A FormData body is a file upload: the browser writes the multipart content type with its boundary.
  if (body instanceof FormData) return { body, contentType: undefined };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Calls the API and answers the envelope's value (ApiError on any failure, as api() does). */
export function apiCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...[options]: OptionsArg<Operation<M, P>>): Promise<CallValue<M, P>> {
  return callWith(undefined, method, path, options);
}

/** Like apiCall(), for the same call already sent (`sent`, web/app/earliestCall.ts): its answer is read as apiCall() reads one. */
export function apiCallSent<M extends Method, P extends ApiPath<M>>(
  sent: Promise<Response>,
  method: M,
  path: P,
  ...[options]: OptionsArg<Operation<M, P>>
): Promise<CallValue<M, P>> {
  return callWith(sent, method, path, options);
}

function callWith<M extends Method, P extends ApiPath<M>>(
  sent: Promise<Response> | undefined,
  method: M,
  path: P,
  options: OptionsArg<Operation<M, P>>[0],
): Promise<CallValue<M, P>> {
  const body = payload(options?.body);
  return request<CallValue<M, P>>(method.toUpperCase(), callUrl(path, options), body.body, body.contentType, options?.keepalive, sent);
}

/** Like apiCall(), but answers the server's success message with the value, so an action can show the server's own text. */
export function apiActionCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...[options]: OptionsArg<Operation<M, P>>): Promise<ActionResult<CallValue<M, P>>> {
  const sent = payload(options?.body);
  return requestAction<CallValue<M, P>>(method.toUpperCase(), callUrl(path, options), sent.body, sent.contentType);
}
