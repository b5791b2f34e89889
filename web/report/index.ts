/**
 * What the report card offers the other areas. Nothing imports this file: they import the module it
 * names, so that each screen stays in its own chunk. `tests/arch/web-areas.test.ts` holds both rules.
 */
export { default as ReportCard } from './ReportCard';
export { ChangeNoticeLink } from './ChangeNoticeLink';
export { ReportExplained } from './ReportExplained';
