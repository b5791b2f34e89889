import { Navigate, useLocation, type RouteObject } from 'react-router';
import { PRIV } from '../auth/session';
import { guarded, lazyScreen, page, type ChoosingScreen } from '../app/screens';
import { withMessages } from '../i18n';

// Each page is its own chunk, loaded with the area's messages; the charts inside load vega only when they draw.
const ProgressDashboard = lazyScreen(withMessages('dashboards', () => import('./ProgressDashboard')));

/** The progress dashboard page, also the home of every role but the school head (web/app/router.tsx). */
export const ProgressDashboardPage: ChoosingScreen = Object.assign(() => page(ProgressDashboard), { preload: ProgressDashboard.preload });
const AnalysisDashboard = lazyScreen(withMessages('dashboards', () => import('./AnalysisDashboard')));
const DrillDownList = lazyScreen(withMessages('dashboards', () => import('./DrillDownList')));
const ExportPage = lazyScreen(withMessages('dashboards', () => import('./export/ExportPage')));

/** /charts/echarts (a route of the old app) is the analysis page under its old name; the filters carry over. */
function ToAnalysis() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/analysis${search}`} replace />;
}

/** Routes of the dashboards area, mounted by web/app/router.tsx inside the shell (spec §6: privilege 1). */
export const dashboardsRoutes: RouteObject[] = [
  { path: 'dashboard/progress', element: guarded(ProgressDashboard, PRIV.dashboard) },
  { path: 'dashboard/analysis', element: guarded(AnalysisDashboard, PRIV.dashboard) },
  { path: 'dashboard/schools', element: guarded(DrillDownList, PRIV.dashboard) },
  { path: 'dashboard/export', element: guarded(ExportPage, PRIV.dashboard) },
  { path: 'charts/echarts', element: <ToAnalysis /> },
];
