/**
 * The one rule for "is this failure worth trying again?": no answer at all (status 0: the
 * connection dropped), the server too slow (408), asking to slow down (429) or failing (5xx).
 * A refusal (400, 403, 404, 409, 422) answers the same every time. Every retry of the web app
 * (queries, answer saves, the outbox of files and comments) starts from this.
 */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
