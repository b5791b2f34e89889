export { assertOpenCycle, shareCycle, shareCycleOfForm } from './cycle-lock';
export { applyCycleMigration, previewCycleMigration } from './cycle-migration';
export { openCycles } from './cycle-window';
export { cycleRoutes } from './cycles.routes';
export { cyclesDocs } from './cycles.docs';
export * as cyclesRouteModule from './cycles.routes';
