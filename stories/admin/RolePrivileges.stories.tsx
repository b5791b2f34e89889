import type { Meta, StoryObj } from '@storybook/react-vite';
import { RolePrivileges } from '../../web/admin/roles/RolePrivileges';
import { privileges } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';

const meta = {
  title: 'Admin/Role privileges',
  component: RolePrivileges,
  args: { roleId: 5, roleName: 'Administrator', onChanged: () => undefined },
} satisfies Meta<typeof RolePrivileges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A switch per privilege; toggling one saves at once. */
export const Switches: Story = {
  decorators: [
    withAdminApi([
      { method: 'GET', path: /^\/v1\/roles\/\d+\/privilege$/, answer: () => ok(privileges) },
      { method: 'POST', path: /^\/v1\/roles\/\d+\/\d+\/(true|false)$/, answer: () => ok({}, 'Role updated') },
    ]),
  ],
  play: loaded('[role="switch"]'),
};
