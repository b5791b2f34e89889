import { t } from '@lingui/core/macro';
import { endSession, getSession } from '../auth/session';
import { currentLang } from '../i18n';
import type { components } from './schema.generated';

/** A problem reported for one field or question (api-contract.md, envelope `details`). */
export type ApiDetail = components['schemas']['ErrorDetail'];

/** A failed call: HTTP status, the server's error code and message, and its details. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | null;
  readonly details: ApiDetail[];

  constructor(status: number, errorCode: string | null, message: string, details: ApiDetail[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
  }
}

type Envelope<T> = { status: 'SUCCESS'; value: T; message?: string } | { status: 'FAILURE'; errorCode?: string; errorMessage?: string; details?: unknown };

type ExpiredHandler = (message: string) => void;
let onExpired: ExpiredHandler = () => {
  window.location.assign('/session/signin');
};

/** Lets the router take over the redirect to sign-in when a session expires. */
export function setSessionExpiredHandler(handler: ExpiredHandler): void {
  onExpired = handler;
}

let onForbidden: () => void = () => undefined;

/**
 * What to do when the server refuses a signed-in call (403): the app refreshes the user's
 * privileges, which a role change may have made out of date (web/session/refreshSession.ts).
 */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler;
}

function asDetails(value: unknown): ApiDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter((d): d is ApiDetail => typeof d === 'object' && d !== null);
}

/**
 * Calls the API on the same origin and answers the envelope's value.
 * Throws ApiError on any failure; a 401 on a call made with a token ends the session.
 */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: { keepalive?: boolean }): Promise<T> {
  return request<T>(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : 'application/json', options?.keepalive);
}

/** What an action answers: the envelope's value and the server's success message (spec §8), in the caller's language. */
export type ActionResult<T> = { value: T; message: string };

/**
 * Like api(), but keeps the envelope's success `message`, so an action can
 * show the server's own text; a FormData body is sent as multipart.
 */
export async function apiAction<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<ActionResult<T>> {
  const multipart = body instanceof FormData;
  const payload = body === undefined ? undefined : multipart ? body : JSON.stringify(body);
  return requestAction<T>(method, path, payload, body === undefined || multipart ? undefined : 'application/json');
}

/** Sends a multipart form (file upload) and answers the envelope's value, like api(). */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  return request<T>('POST', path, form, undefined);
}

/** Fetches a protected file (it needs the Authorization header, so a plain link cannot open it). */
export async function apiBlob(path: string): Promise<Blob> {
  const response = await send('GET', path, undefined, undefined);
  if (!response.ok) throw await toError(response);
  return response.blob();
}

/**
 * Fetches a protected file and answers the response once its headers arrive, so the caller can
 * read the body as it streams (exports show their progress); a failure throws ApiError, as api() does.
 */
export async function apiStream(path: string, signal?: AbortSignal): Promise<Response> {
  const response = await send('GET', path, undefined, undefined, signal);
  if (!response.ok) throw await toError(response);
  return response;
}

/**
 * Signing in and out: a 401 there is the call's own answer (a wrong password, a token already gone
 * at logout), never a sign that the stored session expired. Signing in sends no token at all.
 */
const SIGN_IN = '/v1/identity/web/auth';
const SIGN_OUT = '/v1/identity/logout';
/** The refresh answers the current privileges; it is never itself a reason to refresh them again. */
const REFRESH = '/v1/identity/token/refresh';

/** `sent`: the same call already sent (web/app/earliestCall.ts), read here as if this function had sent it. */
async function send(
  method: string,
  path: string,
  body: BodyInit | undefined,
  contentType: string | undefined,
  signal?: AbortSignal,
  keepalive?: boolean,
  sent?: Promise<Response>,
): Promise<Response> {
  const session = path === SIGN_IN ? null : getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLang(),
  };
  if (contentType) headers['Content-Type'] = contentType;
  if (session) headers.Authorization = `Bearer ${session.jwtToken}`;
  let response: Response;
  try {
    response = await (sent ?? fetch(path, { method, headers, body, signal, ...(keepalive ? { keepalive } : {}) }));
  } catch {
    throw new ApiError(0, null, t`Something went wrong!`, []);
  }
  // A late answer to a call of an earlier session (made before a logout and a new sign-in) must not
  // end the session that replaced it: only the token this call carried has expired.
  if (response.status === 401 && session && path !== SIGN_OUT && getSession()?.jwtToken === session.jwtToken) {
    const message = t`Your session has expired. Please sign in again.`;
    // Kept for the sign-in page whichever redirect (guard or handler) gets there first.
    sessionStorage.setItem('signinMessage', message);
    endSession();
    onExpired(message);
    throw new ApiError(401, null, message, []);
  }
  if (response.status === 403 && session && path !== REFRESH) onForbidden();
  return response;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return null;
  }
}

async function toError(response: Response, known?: Envelope<unknown> | null): Promise<ApiError> {
  const envelope = known === undefined ? await readEnvelope<unknown>(response) : known;
  const failure = envelope && envelope.status === 'FAILURE' ? envelope : null;
  return new ApiError(response.status, failure?.errorCode ?? null, failure?.errorMessage || t`Something went wrong!`, asDetails(failure?.details));
}

/** Sends a call and answers the envelope's value; the typed entry points (web/api/call.ts) share it. */
export async function request<T>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  contentType: string | undefined,
  keepalive?: boolean,
  sent?: Promise<Response>,
): Promise<T> {
  const response = await send(method, path, body, contentType, undefined, keepalive, sent);
  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope && envelope.status === 'SUCCESS') return envelope.value;
  throw await toError(response, envelope);
}

/** Like request(), but keeps the envelope's success message as well. */
export async function requestAction<T>(method: string, path: string, body: BodyInit | undefined, contentType: string | undefined): Promise<ActionResult<T>> {
  const response = await send(method, path, body, contentType);
  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope && envelope.status === 'SUCCESS') return { value: envelope.value, message: envelope.message ?? '' };
  throw await toError(response, envelope);
}

/** The message to show for any thrown value. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t`Something went wrong!`;
}

/** The server's message for a refused call; `fallback` (spec §8: "Error While saving data!!") when the server could not answer. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}
