/** Spec §9: while a token is stored it is refreshed every 900000 ms (15 minutes). */
export const TOKEN_REFRESH_MS = 900_000;
/** After a failed refresh (other than 401), the next try. */
export const RETRY_MS = 60_000;

/** When a token was issued (its `iat` claim, in ms), or null when it cannot be read. */
export function issuedAt(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * How long to wait before refreshing a token: 15 minutes after it was
 * received (`receivedAt`, this browser's clock), counted from `now`. Without
 * that time, its `iat` claim is used; the server's clock may differ from this
 * one, so the wait is never shorter than a minute then, lest a clock that runs
 * ahead make the page refresh without pause.
 */
export function refreshDelay(token: string, now: number, receivedAt: number | null = null): number {
  const clamp = (ms: number, min: number) => Math.min(TOKEN_REFRESH_MS, Math.max(min, ms));
  if (receivedAt !== null) return clamp(receivedAt + TOKEN_REFRESH_MS - now, 0);
  const iat = issuedAt(token);
  if (iat === null) return TOKEN_REFRESH_MS;
  return clamp(iat + TOKEN_REFRESH_MS - now, RETRY_MS);
}
