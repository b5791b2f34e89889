import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for every widget and screen; stories live in stories/. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  core: { disableTelemetry: true },
};
export default config;
