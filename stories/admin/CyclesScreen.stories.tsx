import type { Meta, StoryObj } from '@storybook/react-vite';
import CyclesScreen from '../../web/admin/cycles/CyclesScreen';
import { cycles } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';

const meta = { title: 'Admin/Cycles screen', component: CyclesScreen } satisfies Meta<typeof CyclesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two cycles, one with its forms initiated. */
export const List: Story = {
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/cycle\/list$/, answer: (req) => ok(cycles(req)) }])],
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
