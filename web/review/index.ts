/**
 * What the reviewers' area offers the others. Nothing imports this file: they import the module it
 * names, so that each screen stays in its own chunk. `tests/arch/web-areas.test.ts` holds both rules.
 */
export { default as Accreditation, preloadReview } from './Accreditation';
