export { identityRoutes } from './identity.routes';
export { reserveAttempt, settleAttempt } from './password-attempts';
export { mailerOf } from './password-reset';
export { clearSignInLock, signInLocks } from './sign-in-lock';
export { identityDocs } from './identity.docs';
export * as identityRouteModule from './identity.routes';
export { signedInAs } from './refresh-session';
