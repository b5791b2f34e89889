import type { RouteObject } from 'react-router';
import { guarded, lazyScreen, page } from '../app/screens';

// Each page is its own chunk, like the rest of the app.
const SignUp = lazyScreen(() => import('./pages/SignUp'));
const SignUpAccount = lazyScreen(() => import('./pages/SignUpAccount'));
const ForgotPassword = lazyScreen(() => import('./pages/ForgotPassword'));
const ResetPassword = lazyScreen(() => import('./pages/ResetPassword'));
const ForgotLoginName = lazyScreen(() => import('./pages/ForgotLoginName'));
const Profile = lazyScreen(() => import('./pages/Profile'));
const Help = lazyScreen(() => import('./pages/Help'));
const VerifyReport = lazyScreen(() => import('./pages/VerifyReport'));
const MustChangePassword = lazyScreen(() => import('./pages/MustChangePassword'));

/** The public pages of the session area (spec §2), mounted by web/app/router.tsx outside the shell. */
export const sessionRoutes: RouteObject[] = [
  { path: '/session/signup', element: page(SignUp) },
  { path: '/session/signup1', element: page(SignUpAccount) },
  { path: '/session/forgot-password', element: page(ForgotPassword) },
  { path: '/session/reset-password', element: page(ResetPassword) },
  { path: '/session/forgot-loginname', element: page(ForgotLoginName) },
  // After an administrator's password reset: the user's own password first (needs the session, not the shell).
  { path: '/session/change-password', element: page(MustChangePassword) },
  // The address under a report card's QR code: anyone may check a card without an account.
  { path: '/verify', element: page(VerifyReport) },
];

/** The profile and guidelines, which any signed-in user may open (spec §6), inside the shell. */
export const sessionShellRoutes: RouteObject[] = [
  { path: 'user/UserProfile', element: guarded(Profile) },
  { path: 'dashboard/help', element: guarded(Help) },
];
