import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../app/RequireAuth';
import { Loading } from '../components/Loading';

// Each page is its own chunk, like the rest of the app.
const SignUp = lazy(() => import('./pages/SignUp'));
const SignUpAccount = lazy(() => import('./pages/SignUpAccount'));
const ForgotPassword = lazy(() => import('./pages/ForgotPassword'));
const ResetPassword = lazy(() => import('./pages/ResetPassword'));
const ForgotLoginName = lazy(() => import('./pages/ForgotLoginName'));
const Profile = lazy(() => import('./pages/Profile'));
const Help = lazy(() => import('./pages/Help'));
const VerifyReport = lazy(() => import('./pages/VerifyReport'));
const MustChangePassword = lazy(() => import('./pages/MustChangePassword'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

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
  { path: 'user/UserProfile', element: <RequireAuth>{page(Profile)}</RequireAuth> },
  { path: 'dashboard/help', element: <RequireAuth>{page(Help)}</RequireAuth> },
];
