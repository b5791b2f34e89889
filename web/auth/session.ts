import type { components } from '../api/schema.generated';
import { THEME_KEY } from '../app/theme';
import { startActivity } from '../session/activity';
import { PRIV } from '../api/privileges.generated';

/** The login value as the server answers it (api-contract.md, Identity). */
export type Role = 'SCHOOL_HEAD' | 'DQA' | 'SQA' | 'DEPARTMENT' | 'ADMIN';

type SignedIn = components['schemas']['SessionValue'];

/**
 * The sign-in value as this browser keeps it: the server's own type, except that sessions
 * stored by an older build lack the role's name, its scope level and the idle timeout.
 */
export type Session = Omit<SignedIn, 'logInUser' | 'idleTimeoutSeconds'> & {
  logInUser: Omit<SignedIn['logInUser'], 'role' | 'roleName' | 'scopeLevel'> & {
    /** A built-in role's code, or a custom role's: decide by privilege, show roleName. */
    role: Role | (string & {});
  } & Partial<Pick<SignedIn['logInUser'], 'roleName' | 'scopeLevel'>>;
} & Partial<Pick<SignedIn, 'idleTimeoutSeconds'>>;

const SESSION_KEY = 'session';
/** When (this browser's clock, ms) the stored token was received: the 15-minute refresh counts from it. */
export const TOKEN_TIME_KEY = 'tokenTime';
/** Keys that survive login (this device's language and palette) and logout (those, and the last visited domains). */
const KEEP_ON_LOGIN = ['lang', THEME_KEY];
const KEEP_ON_LOGOUT = ['lang', THEME_KEY, 'lastVisitedDomains'];

/** Privilege codes by name, generated from the server's table (web/api/privileges.generated.ts). */
export { PRIV };

let serverSession: string | null = null;

/** The session a server-drawn view is drawn for, while it is drawn (web/ssr/firstView.tsx). */
export function withServerSession<T>(raw: string, draw: () => T): T {
  serverSession = raw;
  try {
    return draw();
  } finally {
    serverSession = null;
  }
}

/** The session of the view being drawn on the server, or null in the browser. */
export const serverSessionText = (): string | null => serverSession;

/** The stored session, or null when absent or unreadable. */
export function getSession(): Session | null {
  if (serverSession !== null) return sessionOf(serverSession);
  try {
    return sessionOf(localStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

/** The session a stored text holds, or null for none or a damaged one. */
export function sessionOf(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Session;
    return value && typeof value.jwtToken === 'string' ? value : null;
  } catch {
    return null;
  }
}

function clearExcept(keep: string[]): void {
  const saved = keep.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  for (const [k, v] of saved) if (v !== null) localStorage.setItem(k, v);
}

/** Set in this tab by a logout until the next login: the sign-in page then offers no way back to the last user's page. */
const SIGNED_OUT_KEY = 'signedOut';

/** True after a logout in this tab, until the next login. */
export function signedOut(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Stores a fresh login: clears everything but the language, sets the welcome-popup flag to 0. */
export function startSession(value: Session): void {
  try {
    sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // storage may be unavailable
  }
  clearExcept(KEEP_ON_LOGIN);
  localStorage.setItem(SESSION_KEY, JSON.stringify(value));
  localStorage.setItem(TOKEN_TIME_KEY, String(Date.now()));
  localStorage.setItem('welcomePopup', '0');
  startActivity(Date.now());
  notify();
}

/** Replaces the stored token after a refresh (spec §7: the refresh value holds jwtToken). */
export function updateToken(jwtToken: string): void {
  const current = getSession();
  if (!current) return;
  localStorage.setItem(SESSION_KEY, JSON.stringify({ ...current, jwtToken }));
  localStorage.setItem(TOKEN_TIME_KEY, String(Date.now()));
  notify();
}

/**
 * Stores a refresh answer: the new token and what the user is and may do now (the server answers
 * the current privileges, role and school), so menus and route guards follow a changed role at once.
 * Fields the answer lacks (an older server) are kept.
 */
export function applyRefresh(value: Partial<Session> & { jwtToken: string }): void {
  const current = getSession();
  if (!current) return;
  const next: Session = { ...current, jwtToken: value.jwtToken };
  if (typeof value.allowedPrivilege === 'string') next.allowedPrivilege = value.allowedPrivilege;
  if (value.logInUser && typeof value.logInUser === 'object') next.logInUser = { ...current.logInUser, ...value.logInUser };
  if (value.schoolCode === null || typeof value.schoolCode === 'string') next.schoolCode = value.schoolCode;
  if (typeof value.idleTimeoutSeconds === 'number') next.idleTimeoutSeconds = value.idleTimeoutSeconds;
  localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  localStorage.setItem(TOKEN_TIME_KEY, String(Date.now()));
  notify();
}

/** Updates the stored user's name after they edit their own profile, so the header shows it at once. */
export function updateSessionUser(changes: Partial<Pick<Session['logInUser'], 'firstName' | 'lastName'>>): void {
  const current = getSession();
  if (!current) return;
  localStorage.setItem(SESSION_KEY, JSON.stringify({ ...current, logInUser: { ...current.logInUser, ...changes } }));
  notify();
}

/** When the stored token was received (ms, this browser's clock), or null when unknown. */
export function tokenTime(): number | null {
  try {
    const n = Number(localStorage.getItem(TOKEN_TIME_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/**
 * Forgets the session; keeps the language and the last visited domains.
 * `byUser` marks a logout (not an expiry): nothing then remembers the page to return to.
 */
export function endSession(opts: { byUser?: boolean } = {}): void {
  if (opts.byUser) {
    try {
      sessionStorage.setItem(SIGNED_OUT_KEY, '1');
    } catch {
      // storage may be unavailable
    }
  }
  clearExcept(KEEP_ON_LOGOUT);
  notify();
}

/** The privilege codes of a session as numbers. */
export function privileges(session: Session | null): Set<number> {
  if (!session) return new Set();
  return new Set(
    String(session.allowedPrivilege ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isFinite(n)),
  );
}

/** True when the session holds the privilege, or one of them when given several. */
export function hasPrivilege(session: Session | null, code: number | readonly number[]): boolean {
  const held = privileges(session);
  return typeof code === 'number' ? held.has(code) : code.some((c) => held.has(c));
}

/**
 * The screens a user may start on, in the order a built-in role expects them: a head's own form,
 * the review list, the dashboards, then the settings. A custom role starts on the first its
 * privileges open.
 */
const START_SCREENS: [privilege: number, path: string][] = [
  [PRIV.accreditationHm, '/dashboard/accreditationhm'],
  [PRIV.accreditation, '/dashboard/accreditation'],
  [PRIV.dashboard, '/dashboard/default'],
  [PRIV.complaints, '/complaintmanagement/complaintlist'],
  [PRIV.cycle, '/dashboard/cycle'],
  [PRIV.schoolMaster, '/dashboard/school'],
  [PRIV.catalogue, '/catalogue'],
  [PRIV.catalogueApprove, '/catalogue'],
  [PRIV.users, '/dashboard/users'],
  [PRIV.roles, '/dashboard/roles'],
];

/** Where a user whose password an administrator reset chooses their own, before anything else. */
export const CHANGE_PASSWORD_PATH = '/session/change-password';

/** Forgets the obligation to change the password once the user has changed it (the server cleared it too). */
export function passwordChanged(): void {
  const current = getSession();
  if (!current?.mustChangePassword) return;
  localStorage.setItem(SESSION_KEY, JSON.stringify({ ...current, mustChangePassword: false }));
  notify();
}

/** The page that says what an account may do when none of its privileges opens a screen. */
export const ACCOUNT_PATH = '/dashboard/account';

/** Where a user lands after sign-in: the first screen the privileges allow. */
export function homePath(session: Session): string {
  const held = privileges(session);
  return START_SCREENS.find(([p]) => held.has(p))?.[1] ?? ACCOUNT_PATH;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to session changes (login, logout, expiry, and the same in another tab); for useSyncExternalStore. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // A login or logout in another tab changes localStorage there; follow it here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const l of listeners) l();
}
