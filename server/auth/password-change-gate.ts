/**
 * The calls a user whose password an administrator reset may still make: read and change their
 * own profile (where the password is changed), keep the token fresh, and sign out. Every other
 * call is refused until the password is changed, so the temporary password the administrator
 * knows never serves for real work.
 */
const OPEN = new Set(['GET /v1/user/profile', 'POST /v1/user/profile', 'POST /v1/identity/token/refresh', 'POST /v1/identity/logout']);

/** Whether this call is open to a user who must change their password first. */
export function openWhilePasswordMustChange(method: string, path: string): boolean {
  return OPEN.has(`${method.toUpperCase()} ${path.replace(/\/+$/, '')}`);
}
