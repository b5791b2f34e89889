import type { Meta, StoryObj } from '@storybook/react-vite';
import RolesScreen from '../../web/admin/roles/RolesScreen';
import { paged, privileges, roles } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';

const meta = { title: 'Admin/Roles screen', component: RolesScreen } satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The roles, the first chosen, with a switch per privilege. */
export const List: Story = {
  decorators: [
    withAdminApi(
      [
        { method: 'POST', path: /^\/v1\/roles\/list$/, answer: () => ok(paged(roles)) },
        { method: 'GET', path: /^\/v1\/roles\/\d+\/privilege$/, answer: () => ok(privileges) },
      ],
      { url: '/dashboard/roles' },
    ),
  ],
  play: loaded('[role="switch"]'),
};

/** The role list failed to load. */
export const LoadError: Story = {
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/roles\/list$/, answer: () => ({ status: 403, errorMessage: 'You do not have permission for this action' }) }])],
  play: loaded('.alert-error'),
};
