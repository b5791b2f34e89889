import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { homePath, PRIV } from '../auth/session';
import { RequireAuth } from './RequireAuth';
import { Loading } from '../components/Loading';
import { adminRoutes } from '../admin/routes';
import { dashboardsRoutes, ProgressDashboardPage } from '../dashboards/routes';
import { useSession } from './useSession';
import { sessionRoutes, sessionShellRoutes } from '../session/routes';
import { loadDomainForm, loadShell } from './earlyLoads';
import { RouteError } from './RouteError';

// Every screen is its own chunk: sign-in never pays for rjsf, TanStack Table or the form code.
const SignIn = lazy(() => import('../routes/SignIn'));
const NotFound = lazy(() => import('../routes/NotFound'));
const Shell = lazy(loadShell);
const Dashboard = lazy(() => import('../routes/Dashboard'));
const AccreditationHm = lazy(() => import('../routes/AccreditationHm'));
const Thanks = lazy(() => import('../routes/Thanks'));
const Accreditation = lazy(() => import('../routes/Accreditation'));
const ReportCard = lazy(() => import('../routes/ReportCard'));
const SchoolInfo = lazy(() => import('../routes/SchoolInfo'));
const DomainForm = lazy(loadDomainForm);
const Account = lazy(() => import('../routes/Account'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

function guarded(Component: LazyExoticComponent<ComponentType>, privilege: number) {
  return <RequireAuth privilege={privilege}>{page(Component)}</RequireAuth>;
}

/** The home page: a school head's own cards and welcome, everyone else the progress dashboard. */
function DefaultDashboard() {
  const session = useSession();
  return session?.logInUser.role === 'SCHOOL_HEAD' ? page(Dashboard) : <ProgressDashboardPage />;
}

/** The address "/" opens the user's start page: the first screen their privileges allow. */
function Home() {
  const session = useSession();
  return <Navigate to={session ? homePath(session) : '/session/signin'} replace />;
}

/**
 * The app's routes (spec §2) with their privileges (spec §6). A screen that fails (its chunk did not
 * arrive, or it threw) shows RouteError: inside the shell for the shell's screens, so the menu stays
 * usable, and as a whole page for the rest.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError fullPage />,
    children: [
      { path: '/session/signin', element: page(SignIn) },
      { path: '/session/404', element: page(NotFound) },
      ...sessionRoutes,
      {
        path: '/',
        element: <RequireAuth>{page(Shell)}</RequireAuth>,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Home /> },
              { path: 'dashboard/account', element: <RequireAuth>{page(Account)}</RequireAuth> },
              {
                path: 'dashboard/default',
                element: (
                  <RequireAuth privilege={PRIV.dashboard}>
                    <DefaultDashboard />
                  </RequireAuth>
                ),
              },
              { path: 'dashboard/accreditationhm', element: guarded(AccreditationHm, PRIV.accreditationHm) },
              { path: 'dashboard/accreditationhm/thanks', element: guarded(Thanks, PRIV.accreditationHm) },
              { path: 'dashboard/accreditation', element: guarded(Accreditation, PRIV.accreditation) },
              { path: 'dashboard/ReportCard', element: guarded(ReportCard, PRIV.reportCard) },
              { path: 'forms/schoolinfo', element: guarded(SchoolInfo, PRIV.schoolInfo) },
              { path: 'forms/domain', element: guarded(DomainForm, PRIV.domainForm) },
              ...dashboardsRoutes,
              ...adminRoutes,
              ...sessionShellRoutes,
            ],
          },
        ],
      },
      { path: '*', element: page(NotFound) },
    ],
  },
]);
