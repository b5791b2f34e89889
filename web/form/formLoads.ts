import { apiCall, apiCallSent, callUrl, type ApiPath, type CallValue, type Operation, type OptionsArg } from '../api/call';
import { getSession } from '../auth/session';
import { currentLang } from '../i18n';
import { EARLY_OPEN_KEY, type EarlyOpen } from '../app/earliestCall';

/**
 * The domain form's calls, started before the page's code has arrived. A page opened from a link
 * used to wait for the main chunk, the messages, the shell's chunks and the form's chunks before
 * it asked for anything; now the main chunk starts the calls as soon as it knows the route
 * (web/app/earlyLoads.ts), and the page takes the answers that are already on their way.
 *
 * Kept in the main chunk, so nothing here may import the form engine.
 */

type Method = 'get' | 'post';
type Started = { promise: Promise<unknown>; at: number; answered?: { value: unknown } };

/** A call started this long ago is not handed out any more: the page asks again. */
const FRESH_MS = 60_000;
const started = new Map<string, Started>();

/**
 * The accrid as the API takes it, a number. One that is not a number (a mistyped link) is sent as
 * NaN, which JSON writes as null: the server refuses it, as it refused the text.
 */
export function accridValue(accrid: string): number {
  return /^\d+$/.test(accrid) ? Number(accrid) : NaN;
}

// The user and language are part of the key: an answer is one user's, worded in the caller's language.
// The key is the URL the call is sent to, filled from its parameters, as it was when pages gave whole URLs.
const keyOf = (method: Method, path: string, options: { path?: unknown; query?: unknown; body?: unknown } | undefined) =>
  `${getSession()?.logInUser.loginId ?? ''} ${currentLang()} ${method.toUpperCase()} ${callUrl(path, options)} ${options?.body === undefined ? '' : JSON.stringify(options.body)}`;

/** Starts a call for a page that will take it; one already started and not taken is left running. */
export function startCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...args: OptionsArg<Operation<M, P>>): void {
  startAs(() => apiCall(method, path, ...args), method, path, ...args);
}

/** Keeps, under a call's key, the answer `answer` gives for it; one already started and not taken is left running. */
function startAs<M extends Method, P extends ApiPath<M>>(answer: () => Promise<CallValue<M, P>>, method: M, path: P, ...args: OptionsArg<Operation<M, P>>): void {
  const key = keyOf(method, path, args[0]);
  const known = started.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const promise = answer();
  const entry: Started = { promise, at: Date.now() };
  // Handled by whoever takes it; one never taken must not be reported as an unhandled rejection.
  promise.then(
    (value) => (entry.answered = { value }),
    () => undefined,
  );
  started.set(key, entry);
}

/**
 * The answer of a call started earlier when it has already come, taken at once (a page's first
 * draw can show it); else nothing, and the call stays for `takeCall`.
 */
export function takeAnsweredCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...args: OptionsArg<Operation<M, P>>): { value: CallValue<M, P> } | undefined {
  const key = keyOf(method, path, args[0]);
  const known = started.get(key);
  if (!known?.answered || Date.now() - known.at >= FRESH_MS) return undefined;
  started.delete(key);
  return known.answered as { value: CallValue<M, P> };
}

/**
 * The answer of a call started earlier, or of a new one. Each started call is handed out once,
 * so a reload (after a save, a language switch) always asks the server again.
 */
export function takeCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...args: OptionsArg<Operation<M, P>>): Promise<CallValue<M, P>> {
  const key = keyOf(method, path, args[0]);
  const known = started.get(key);
  started.delete(key);
  // Started by startCall with the same method, path and options, so its answer is this call's.
  if (known && Date.now() - known.at < FRESH_MS) return known.promise as Promise<CallValue<M, P>>;
  return apiCall(method, path, ...args);
}

/** Forgets a started call that no page took (its answer may be out of date by the next visit). */
export function stopCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, ...args: OptionsArg<Operation<M, P>>): void {
  started.delete(keyOf(method, path, args[0]));
}

/** The calls of the domain form page, each as the page makes it. */
export const formCalls = {
  domains: (accrid: string) => ['get', '/v1/form/{accrid}/domain', { path: { accrid } }] as const,
  status: (accrid: string) => ['get', '/v1/form/{accrid}/status', { path: { accrid } }] as const,
  json: (accrid: string, domainId: string) => ['post', '/v1/form/json', { body: { accrid: accridValue(accrid), domainId } }] as const,
  comments: (accrid: string) => ['get', '/v1/form/{accrid}/comments', { path: { accrid } }] as const,
  documents: (accrid: string, domainId: string) => ['get', '/v1/form/{accrid}/documents', { path: { accrid }, query: { domainId } }] as const,
  /** The change notice of a catalogue version (its link's query, web/report/ChangeNoticeLink.tsx). */
};

type Opened = CallValue<'post', '/v1/form/open'>;

/**
 * The opening call index.html's inline script sent (web/app/earliestCall.ts), when it is the very
 * call this page would send now: same body, same user's token, same language. Taken once; any
 * other page load or user sends its own.
 */
function takeEarlyOpen(body: string): Promise<Response> | undefined {
  const w = window as Window & { [EARLY_OPEN_KEY]?: EarlyOpen };
  const early = w[EARLY_OPEN_KEY];
  delete w[EARLY_OPEN_KEY];
  if (!early || early.body !== body || early.token !== getSession()?.jwtToken || early.lang !== currentLang()) return undefined;
  return early.response;
}

/**
 * Starts what the domain form asks for on opening (its domain, the domains, the status, comments
 * and the domain's evidence lists) as one call, POST /v1/form/open, and keeps each part under its
 * own call's key for the page to take. Five calls at once held five of HTTP/1.1's six connections
 * while the page's code waited for the sixth (issue 29). A part the one call did not bring (it
 * was refused, or the caller may not read that part) is asked for by its own call, so the page
 * gets that call's answer or refusal, worded as always.
 */
export function startFormCalls(accrid: string, domainId: string): void {
  let opened: Promise<Opened> | undefined;
  const body = { accrid: accridValue(accrid), domainId };
  const early = takeEarlyOpen(JSON.stringify(body));
  const open = () => (opened ??= early ? apiCallSent(early, 'post', '/v1/form/open', { body }) : apiCall('post', '/v1/form/open', { body }));
  // A part the one call did not bring (refused, or null for want of a privilege) is asked for by its own call.
  const startPart = <M extends Method, P extends ApiPath<M>>(pick: (o: Opened) => CallValue<M, P> | null, call: readonly [M, P, ...OptionsArg<Operation<M, P>>]) =>
    startAs(
      () =>
        open().then(
          (o) => pick(o) ?? apiCall(...call),
          () => apiCall(...call),
        ),
      ...call,
    );
  startPart((o) => o.domains, formCalls.domains(accrid));
  startPart((o) => o.status, formCalls.status(accrid));
  startPart((o) => o.form, formCalls.json(accrid, domainId));
  startPart((o) => o.comments, formCalls.comments(accrid));
  startPart((o) => o.documents, formCalls.documents(accrid, domainId));
}
