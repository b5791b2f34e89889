import { createBrowserRouter, Navigate } from 'react-router';
import { getSession, homePath, PRIV } from '../auth/session';
import { RequireAuth } from './RequireAuth';
import { adminRoutes } from '../admin/routes';
import { dashboardsRoutes, ProgressDashboardPage } from '../dashboards/routes';
import { useSession } from './useSession';
import { sessionRoutes, sessionShellRoutes } from '../session/routes';
import { loadDomainForm, loadShell } from './earlyLoads';
import { RouteError } from './RouteError';
import { guarded, lazyScreen, page, withScreenLoaders, type ChoosingScreen } from './screens';

// Every screen is its own chunk: sign-in never pays for rjsf, TanStack Table or the form code.
const SignIn = lazyScreen(() => import('../session/SignIn'));
const NotFound = lazyScreen(() => import('./NotFound'));
const Shell = lazyScreen(loadShell);
const Dashboard = lazyScreen(() => import('./Dashboard'));
const AccreditationHm = lazyScreen(() => import('../form/AccreditationHm'));
const Thanks = lazyScreen(() => import('../form/Thanks'));
// Opened on a form (?accrid=, a reviewer's link), the review form's code is loaded with the list's.
const Accreditation = lazyScreen(() =>
  import('../review/Accreditation').then(async (m) => {
    if (new URLSearchParams(window.location.search).has('accrid')) await m.preloadReview().catch(() => undefined);
    return m;
  }),
);
const ReportCard = lazyScreen(() => import('../report/ReportCard'));
const SchoolInfo = lazyScreen(() => import('../form/SchoolInfo'));
const DomainForm = lazyScreen(loadDomainForm);
const Account = lazyScreen(() => import('../session/Account'));

const isHead = (session: ReturnType<typeof getSession>) => session?.logInUser.role === 'SCHOOL_HEAD';

/** The home page: a school head's own cards and welcome, everyone else the progress dashboard. */
const DefaultDashboard: ChoosingScreen = Object.assign(
  function DefaultDashboard() {
    const session = useSession();
    return isHead(session) ? page(Dashboard) : <ProgressDashboardPage />;
  },
  { preload: () => (isHead(getSession()) ? Dashboard.preload() : ProgressDashboardPage.preload()) },
);

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
export const router = createBrowserRouter(
  withScreenLoaders([
    {
      errorElement: <RouteError fullPage />,
      children: [
        { path: '/session/signin', element: page(SignIn) },
        { path: '/session/404', element: page(NotFound) },
        ...sessionRoutes,
        {
          path: '/',
          element: guarded(Shell),
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Home /> },
                { path: 'dashboard/account', element: guarded(Account) },
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
  ]),
);
