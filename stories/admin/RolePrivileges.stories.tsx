import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { RolePrivileges } from '../../web/admin/roles/RolePrivileges';
import { privileges } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';
import { workflowPrivilegeRefused } from './roleMocks';

const meta = {
  title: 'Admin/Role privileges',
  component: RolePrivileges,
  args: { roleId: 5, roleName: 'Administrator', onChanged: () => undefined },
} satisfies Meta<typeof RolePrivileges>;
export default meta;
type Story = StoryObj<typeof meta>;

const api = withAdminApi([
  { method: 'GET', path: /^\/v1\/roles\/\d+\/privilege$/, answer: () => ok(privileges) },
  { method: 'POST', path: /^\/v1\/roles\/\d+\/\d+\/(true|false)$/, answer: (req) => ok({}, req.lang === 'hi' ? 'भूमिका अद्यतन की गई' : 'Role updated') },
]);

/** A switch per privilege; toggling one saves at once. */
export const Switches: Story = {
  decorators: [api],
  play: loaded('[role="switch"]'),
};

/** A switch turned off: one sentence says the role was updated and what changed. */
export const SwitchedOff: Story = {
  decorators: [api],
  play: async ({ canvasElement }) => {
    await loaded('[role="switch"]')({ canvasElement });
    fireEvent.click(canvasElement.querySelector('[role="switch"][aria-checked="true"]')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid="role-message-success"]')) throw new Error('no message yet');
    });
  },
};

/** Turning on a workflow privilege for one's own role: refused (separation of duties), the switch goes back and the reason shows. */
export const WorkflowPrivilegeRefused: Story = {
  decorators: [withAdminApi([{ method: 'GET', path: /^\/v1\/roles\/\d+\/privilege$/, answer: () => ok(privileges) }, workflowPrivilegeRefused])],
  play: async ({ canvasElement }) => {
    await loaded('[role="switch"]')({ canvasElement });
    const toggle = canvasElement.querySelector('#priv-5-40')!;
    fireEvent.click(toggle);
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid="role-message-error"]')) throw new Error('no refusal yet');
    });
    if (toggle.getAttribute('aria-checked') !== 'false') throw new Error('the refused switch must go back off');
  },
};
