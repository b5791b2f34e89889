import type { Decorator, Preview } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TestQueryProvider } from '../web/app/TestQueryProvider';
import { messages as en } from '../web/locales/en/messages.po';
import { messages as hi } from '../web/locales/hi/messages.po';
import { messages as adminEn } from '../web/admin/locales/en/messages.po';
import { messages as adminHi } from '../web/admin/locales/hi/messages.po';
import { messages as dashboardsEn } from '../web/dashboards/locales/en/messages.po';
import { messages as dashboardsHi } from '../web/dashboards/locales/hi/messages.po';
import { messages as sessionEn } from '../web/session/locales/en/messages.po';
import { messages as sessionHi } from '../web/session/locales/hi/messages.po';
import '@fontsource/noto-sans-devanagari/400.css';
import '../web/styles/base.css';
import '../web/styles/layout.css';
import '../web/styles/components.css';
import '../web/styles/themes.css';

i18n.load({ en: { ...en, ...adminEn, ...dashboardsEn, ...sessionEn }, hi: { ...hi, ...adminHi, ...dashboardsHi, ...sessionHi } });
i18n.activate('en');

/** Every story in the language chosen in the toolbar (English or Hindi). */
const withLanguage: Decorator = (Story, context) => {
  const lang = context.globals.lang === 'hi' ? 'hi' : 'en';
  if (i18n.locale !== lang) i18n.activate(lang);
  return (
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>
  );
};

/** Every story with its own query client (retries off), so no story sees another's cached answers. */
const withQueries: Decorator = (Story) => (
  <TestQueryProvider>
    <Story />
  </TestQueryProvider>
);

const preview: Preview = {
  decorators: [withLanguage, withQueries],
  globalTypes: {
    lang: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en' },
  parameters: { layout: 'padded' },
};
export default preview;
