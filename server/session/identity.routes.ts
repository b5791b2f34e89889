import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware';
import { endSession } from '../auth/sessions';
import { clientAddress, trustProxy } from '../http/public-limits';
import type { AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { login, type LoginInput } from './login';
import { forgotPassword, forgotUserId, resetPassword } from './password-reset';
import { refreshSession, type RefreshInput } from './refresh-session';
import { endWebSession, keepWebSession } from '../auth/web-cookie';

export const loginSchema = requestSchema<LoginInput>({
  type: 'object',
  additionalProperties: false,
  required: ['loginId', 'loginKey'],
  properties: {
    loginId: { type: 'string', minLength: 1, maxLength: 100 },
    loginKey: { type: 'string', minLength: 1, maxLength: 200 },
    ipAddress: { type: 'string', maxLength: 64 },
    sourceApp: { type: 'string', maxLength: 20 },
  },
});

export const tokenRefreshSchema = requestSchema<RefreshInput>({
  type: 'object',
  additionalProperties: false,
  // An empty body is the contract's refresh; idleSeconds is what the web app adds (session/refresh-session.ts).
  properties: { idleSeconds: { type: 'integer', minimum: 0, maximum: 604_800 } },
});

export const forgotPasswordSchema = requestSchema<{ loginId?: string }>({
  type: 'object',
  additionalProperties: false,
  // Not `required`: an empty or missing login name gets the spec's "Please enter login name".
  properties: { loginId: { type: 'string', maxLength: 100 } },
});

export const forgotUserIdSchema = requestSchema<{ email?: string; mobile?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: 254 }, mobile: { type: 'string', maxLength: 20 } },
});

export const resetPasswordSchema = requestSchema<{ token: string; password: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['token', 'password'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
});

/** Sign in, token refresh, logout and account recovery (spec §7, identity service). */
export function identityRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  // A refresh is made on a timer, user or no user: only the activity it reports counts.
  const refreshAuth = requireAuth(deps, { activity: false });
  return new Hono<AppEnv>()
    .post('/web/auth', jsonBody(loginSchema), async (c) => {
      const value = await login(deps, c.req.valid('json'), clientAddress(c, trustProxy(process.env)));
      keepWebSession(c, value.jwtToken);
      return ok(c, value, 'loggedIn');
    })
    .post('/token/refresh', refreshAuth, jsonBody(tokenRefreshSchema), async (c) => {
      const value = await refreshSession(deps, c.get('user'), c.req.valid('json'));
      keepWebSession(c, value.jwtToken);
      return ok(c, value);
    })
    .post('/logout', auth, async (c) => {
      await endSession(deps.db, c.get('user').sid, deps.now());
      endWebSession(c);
      return ok(c, { loggedOut: true });
    })
    .post('/forgot-password', jsonBody(forgotPasswordSchema), async (c) => {
      await forgotPassword(deps, c.req.valid('json'));
      return ok(c, { sent: true }, 'resetLinkSent');
    })
    .post('/forgot-userid', jsonBody(forgotUserIdSchema), async (c) => {
      await forgotUserId(deps, c.req.valid('json'));
      return ok(c, { sent: true }, 'loginNameSent');
    })
    .post('/reset-password', jsonBody(resetPasswordSchema), async (c) => {
      await resetPassword(deps, c.req.valid('json'));
      return ok(c, { reset: true }, 'passwordChanged');
    });
}
