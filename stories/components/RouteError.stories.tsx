import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteError } from '../../web/app/RouteError';

/** The router as it stands once a screen has failed with `error`: it shows RouteError in its place. */
function Failing({ error, fullPage = false }: { error: Error; fullPage?: boolean }) {
  const router = createMemoryRouter([{ id: 'screen', path: '/', element: null, errorElement: <RouteError fullPage={fullPage} /> }], {
    hydrationData: { errors: { screen: error } },
  });
  return <RouterProvider router={router} />;
}

const meta = { title: 'Components/Route error', component: RouteError } satisfies Meta<typeof RouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/ReportCard-x.js');

/** A screen's code that did not arrive, inside the shell's page column. */
export const ChunkNotLoaded: Story = { render: () => <Failing error={chunkError} /> };
/** The same outside the shell (sign-in, session pages): the whole window, with the language switch. */
export const ChunkNotLoadedFullPage: Story = { render: () => <Failing error={chunkError} fullPage /> };
/** A screen that threw while drawing. */
export const ScreenFailed: Story = { render: () => <Failing error={new Error('Cannot read properties of undefined')} /> };
