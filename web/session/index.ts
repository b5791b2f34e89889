/**
 * What signing in and the account offer the other areas. Nothing imports this file: they import the
 * module it names, so that each screen stays in its own chunk. `tests/arch/web-areas.test.ts` holds both rules.
 */
export { default as Account } from './Account';
export { default as SignIn } from './SignIn';
export { IdleGuard } from './IdleGuard';
export { startActivity } from './activity';
export { refreshAfterForbidden } from './refreshSession';
export { sessionRoutes, sessionShellRoutes } from './routes';
export { useTokenRefresh } from './useTokenRefresh';
export { meetsPasswordPolicy } from './validation';
