import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import RolesScreen from '../../web/admin/roles/RolesScreen';
import { paged, privileges, roles } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';
import { roleSaved } from './roleMocks';

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

/** "Edit" beside a role opens the role form filled with that role. */
export const EditFromList: Story = {
  decorators: [
    withAdminApi(
      [
        { method: 'POST', path: /^\/v1\/roles\/list$/, answer: () => ok(paged(roles)) },
        { method: 'GET', path: /^\/v1\/roles\/\d+\/privilege$/, answer: () => ok(privileges) },
        roleSaved,
      ],
      { url: '/dashboard/roles' },
    ),
  ],
  play: async ({ canvasElement }) => {
    await loaded('[data-testid="edit-role-7"]')({ canvasElement });
    fireEvent.click(canvasElement.querySelector('[data-testid="edit-role-7"]')!);
    await waitFor(() => {
      const name = canvasElement.querySelector<HTMLInputElement>('[data-testid="role-form"] input[name="name"]');
      if (name?.value !== 'Block Officer') throw new Error('the form is not filled with the role yet');
    });
  },
};
