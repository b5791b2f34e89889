import { defineConfig } from '@lingui/cli';

// One catalog per area of the web app, so that work on one area never rewrites
// another's translations. web/i18n.ts loads and merges them all.
const areas = ['admin', 'dashboards', 'session'];

/** Lingui catalogs of the web app: English source, Hindi translation, PO files beside each area. */
export default defineConfig({
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      // Tests name words of the areas' catalogs on purpose (web/i18nAreas.test.tsx): they are not the shell's words.
      exclude: ['**/node_modules/**', '**/locales/**', '**/*.test.ts', '**/*.test.tsx', ...areas.map((a) => `<rootDir>/web/${a}/**`)],
    },
    ...areas.map((a) => ({
      path: `<rootDir>/web/${a}/locales/{locale}/messages`,
      include: [`<rootDir>/web/${a}`],
      exclude: ['**/locales/**'],
    })),
  ],
});
