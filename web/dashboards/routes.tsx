import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { PRIV } from '../auth/session';
import { RequireAuth } from '../app/RequireAuth';
import { Loading } from '../components/Loading';
import { withMessages } from '../i18n';

// Each page is its own chunk, loaded with the area's messages; the charts inside load vega only when they draw.
const ProgressDashboard = lazy(withMessages('dashboards', () => import('./ProgressDashboard')));

/** The progress dashboard page, also the home of every role but the school head (web/app/router.tsx). */
export function ProgressDashboardPage() {
  return (
    <Suspense fallback={<Loading />}>
      <ProgressDashboard />
    </Suspense>
  );
}
const AnalysisDashboard = lazy(withMessages('dashboards', () => import('./AnalysisDashboard')));
const DrillDownList = lazy(withMessages('dashboards', () => import('./DrillDownList')));
const ExportPage = lazy(withMessages('dashboards', () => import('./export/ExportPage')));

function guarded(Page: LazyExoticComponent<ComponentType>) {
  return (
    <RequireAuth privilege={PRIV.dashboard}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RequireAuth>
  );
}

/** /charts/echarts (a route of the old app) is the analysis page under its old name; the filters carry over. */
function ToAnalysis() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/analysis${search}`} replace />;
}

/** Routes of the dashboards area, mounted by web/app/router.tsx inside the shell (spec §6: privilege 1). */
export const dashboardsRoutes: RouteObject[] = [
  { path: 'dashboard/progress', element: guarded(ProgressDashboard) },
  { path: 'dashboard/analysis', element: guarded(AnalysisDashboard) },
  { path: 'dashboard/schools', element: guarded(DrillDownList) },
  { path: 'dashboard/export', element: guarded(ExportPage) },
  { path: 'charts/echarts', element: <ToAnalysis /> },
];
