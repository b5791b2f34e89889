import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { formValidators } from '../scripts/form-validators';
import { adminValidators } from '../scripts/admin-validators';

/** The web app's plugins without its root and build settings, for Storybook. */
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), formValidators(), adminValidators()],
});
