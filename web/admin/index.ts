/**
 * What the settings area offers the others. Nothing imports this file: they import the module it
 * names, so that each screen stays in its own chunk. `tests/arch/web-areas.test.ts` holds both rules.
 */
export { ADMIN_PRIV, CATALOGUE_READERS } from './privileges';
export { adminRoutes } from './routes';
