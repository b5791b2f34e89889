import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import CyclesScreen from '../../web/admin/cycles/CyclesScreen';
import { cycles, lateSchoolsRoutes } from './fixtures';
import { loaded, ok, withAdminApi, type MockRoute } from './mockApi';

const meta = { title: 'Admin/Cycles screen', component: CyclesScreen } satisfies Meta<typeof CyclesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listRoute: MockRoute = { method: 'POST', path: /^\/v1\/cycle\/list$/, answer: (req) => ok(cycles(req)) };

/** Two cycles, one with its forms initiated and three schools added since that have no form. */
export const List: Story = {
  decorators: [withAdminApi([listRoute])],
  play: loaded('[data-testid="cycle-table"]'),
};

/** No cycle yet. */
export const Empty: Story = {
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/cycle\/list$/, answer: () => ok([]) }])],
  play: loaded('.empty'),
};

/** The list failed to load. */
export const LoadError: Story = {
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/cycle\/list$/, answer: () => ({ status: 500, errorMessage: 'Error!! Please try after sometime' }) }])],
  play: loaded('.alert-error'),
};

/** Opens the schools without a form of the running cycle. */
async function openLateSchools(canvas: HTMLElement) {
  await loaded('[data-testid="schools-without-form-count"]')({ canvasElement: canvas });
  fireEvent.click(canvas.querySelector('[data-testid="open-schools-without-form"]')!);
  await waitFor(() => {
    if (!canvas.querySelector('[data-testid="initiate-schools-choose"]')) throw new Error('no dialog yet');
  });
}

/** The dialog that gives the schools added since the initiation their forms. */
export const SchoolsWithoutForm: Story = {
  decorators: [withAdminApi([listRoute, ...lateSchoolsRoutes])],
  play: async ({ canvasElement }) => openLateSchools(canvasElement),
};

/** After initiating them: the server's message, one sentence with the count. */
export const SchoolsInitiated: Story = {
  decorators: [withAdminApi([listRoute, ...lateSchoolsRoutes])],
  play: async ({ canvasElement }) => {
    await openLateSchools(canvasElement);
    const next = () => canvasElement.querySelector<HTMLButtonElement>('.dialog-actions .btn-primary')!;
    fireEvent.click(canvasElement.querySelector('.consent input')!);
    await waitFor(() => {
      if (next().disabled) throw new Error('not ready');
    });
    fireEvent.click(next());
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid="initiate-schools-confirm"]')) throw new Error('no confirmation yet');
    });
    fireEvent.click(next());
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid="notice-success"]')) throw new Error('no message yet');
    });
  },
};

const endDateRoute: MockRoute = {
  method: 'POST',
  path: /^\/v1\/cycle\/\d+\/end-date$/,
  answer: (req) =>
    (req.body as { endsOn: string | null }).endsOn === '2020-01-01'
      ? {
          status: 400,
          errorMessage: req.lang === 'hi' ? 'चक्र का अंतिम दिन बीते हुए समय में नहीं हो सकता' : 'The last day of a cycle cannot be in the past',
          details: [{ field: 'endsOn', problem: 'past' }],
        }
      : ok({ cycleid: 1, endsOn: (req.body as { endsOn: string | null }).endsOn }, req.lang === 'hi' ? 'डेटा सफलतापूर्वक सहेजा गया' : 'Data saved successfully'),
};

/** Opens the last day of the running cycle (shown under its name), to change or remove. */
async function openLastDay(canvas: HTMLElement) {
  await loaded('[data-testid="cycle-ends-on"]')({ canvasElement: canvas });
  fireEvent.click(canvas.querySelectorAll<HTMLButtonElement>('[data-testid="open-end-date"]')[1]);
  await waitFor(() => {
    if (!canvas.querySelector<HTMLInputElement>('.dialog input[name="endsOn"]')?.value) throw new Error('no dialog yet');
  });
}

/** The last day of a cycle: everyone is reminded by e-mail before it. */
export const LastDay: Story = {
  decorators: [withAdminApi([listRoute, endDateRoute])],
  play: async ({ canvasElement }) => openLastDay(canvasElement),
};

/** A day already past is refused under the field, in the reader's language, and the dialog stays open. */
export const LastDayInThePast: Story = {
  decorators: [withAdminApi([listRoute, endDateRoute])],
  play: async ({ canvasElement }) => {
    await openLastDay(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('.dialog input[name="endsOn"]')!;
    fireEvent.change(input, { target: { value: '2020-01-01' } });
    fireEvent.click(canvasElement.querySelector<HTMLButtonElement>('.dialog-actions .btn-primary')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.dialog .field-error')) throw new Error('no refusal yet');
    });
  },
};
