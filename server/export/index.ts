export { type Cell } from './export-rows';
export { exportRoutes } from './export.routes';
export { csvStream, writePaced, xlsxSheets } from './sheet-stream';
export { exportDocs } from './export.docs';
export * as exportRouteModule from './export.routes';
