/**
 * What the dashboards offer the other areas. Nothing imports this file: they import the module it
 * names, so that each screen stays in its own chunk. `tests/arch/web-areas.test.ts` holds both rules.
 */
export { Chart } from './Chart';
export { lookups } from './api';
export type { CycleOption, DistrictOption } from './api';
export { canExport } from './export/canExport';
export { dashboardsRoutes, ProgressDashboardPage } from './routes';
export type { ChartDatum } from './specs';
