import { forgotPasswordSchema, forgotUserIdSchema, loginSchema, resetPasswordSchema, tokenRefreshSchema } from './identity.routes';
import { ref } from '../openapi/value-schemas';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of identity.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const identityDocs: Record<string, RouteDoc> = {
  // Identity
  'POST /v1/identity/web/auth': {
    failures: {
      401: 'invalidCredentials (Invalid login name or password)',
      403: 'accountPending (Your account request is waiting for approval by the administrator. You can sign in once it is approved); accountRejected (Your account request was rejected by the administrator. You can send a new request with corrected details)',
      429: 'tooManyAttempts (Too many unsuccessful sign-in attempts. Please wait a little and try again, or set a new password with "Forgot password")',
    },
    summary: 'Sign in with login name and password',
    public: true,
    privileges: [],
    requestSchema: loginSchema,
    value: ref('SessionValue'),
  },
  'POST /v1/identity/token/refresh': {
    summary: 'A fresh access token for the signed-in user, with their current privileges, role and school',
    description:
      "The body may be empty. The web app sends idleSeconds, the time since the user last touched it: the session's idle clock moves to that moment. A refresh without it is not activity; any other call is. A session idle longer than SESSION_IDLE_MINUTES is refused (401).",
    privileges: [],
    requestSchema: tokenRefreshSchema,
    value: ref('SessionValue'),
    example: { idleSeconds: 0 },
  },
  'POST /v1/identity/logout': { summary: 'Revoke the current token', privileges: [] },
  'POST /v1/identity/forgot-password': { summary: 'Send a password reset link by e-mail', public: true, privileges: [], requestSchema: forgotPasswordSchema },
  'POST /v1/identity/forgot-userid': { summary: 'Send the login name by e-mail', public: true, privileges: [], requestSchema: forgotUserIdSchema },
  'POST /v1/identity/reset-password': { summary: 'Set a new password with a reset token', public: true, privileges: [], requestSchema: resetPasswordSchema },
};
