import { api } from '../api/client';
import { getSession } from '../auth/session';
import { currentLang } from '../i18n';

/**
 * The domain form's calls, started before the page's code has arrived. A page opened from a link
 * used to wait for the main chunk, the messages, the shell's chunks and the form's chunks before
 * it asked for anything; now the main chunk starts the calls as soon as it knows the route
 * (web/app/earlyLoads.ts), and the page takes the answers that are already on their way.
 *
 * Kept in the main chunk, so nothing here may import the form engine.
 */

type Method = 'GET' | 'POST';
type Started = { promise: Promise<unknown>; at: number };

/** A call started this long ago is not handed out any more: the page asks again. */
const FRESH_MS = 60_000;
const started = new Map<string, Started>();

/** The accrid as the API takes it. */
export function accridValue(accrid: string): number | string {
  return /^\d+$/.test(accrid) ? Number(accrid) : accrid;
}

// The user and language are part of the key: an answer is one user's, worded in the caller's language.
const keyOf = (method: Method, path: string, body: unknown) =>
  `${getSession()?.logInUser.loginId ?? ''} ${currentLang()} ${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;

/** Starts a call for a page that will take it; one already started and not taken is left running. */
export function startCall(method: Method, path: string, body?: unknown): void {
  const key = keyOf(method, path, body);
  const known = started.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const promise = api<unknown>(method, path, body);
  // Handled by whoever takes it; one never taken must not be reported as an unhandled rejection.
  promise.catch(() => undefined);
  started.set(key, { promise, at: Date.now() });
}

/**
 * The answer of a call started earlier, or of a new one. Each started call is handed out once,
 * so a reload (after a save, a language switch) always asks the server again.
 */
export function takeCall<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const key = keyOf(method, path, body);
  const known = started.get(key);
  started.delete(key);
  if (known && Date.now() - known.at < FRESH_MS) return known.promise as Promise<T>;
  return api<T>(method, path, body);
}

/** Forgets a started call that no page took (its answer may be out of date by the next visit). */
export function stopCall(method: Method, path: string, body?: unknown): void {
  started.delete(keyOf(method, path, body));
}

/** The calls of the domain form page, each as the page makes it. */
export const formCalls = {
  domains: (accrid: string) => ['GET', `/v1/form/${encodeURIComponent(accrid)}/domain`] as const,
  status: (accrid: string) => ['GET', `/v1/form/${encodeURIComponent(accrid)}/status`] as const,
  json: (accrid: string, domainId: string) => ['POST', '/v1/form/json', { accrid: accridValue(accrid), domainId }] as const,
  comments: (accrid: string) => ['GET', `/v1/form/${encodeURIComponent(accrid)}/comments`] as const,
  documents: (accrid: string, domainId: string) => ['GET', `/v1/form/${encodeURIComponent(accrid)}/documents?domainId=${encodeURIComponent(domainId)}`] as const,
};

/** Starts every call the domain form makes on opening, evidence lists included, all at once. */
export function startFormCalls(accrid: string, domainId: string): void {
  startCall(...formCalls.domains(accrid));
  startCall(...formCalls.status(accrid));
  startCall(...formCalls.json(accrid, domainId));
  startCall(...formCalls.comments(accrid));
  startCall(...formCalls.documents(accrid, domainId));
}
