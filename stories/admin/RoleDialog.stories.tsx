import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { RoleDialog } from '../../web/admin/roles/RoleDialog';
import { formReady } from './formReady';
import { withAdminApi } from './mockApi';
import { builtInRole, customRole, roleLevelRefused, roleSaved } from './roleMocks';

const meta = {
  title: 'Admin/Role dialog',
  component: RoleDialog,
  args: { open: true, role: customRole, onClose: () => undefined, onSaved: () => undefined },
} satisfies Meta<typeof RoleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing a custom role: its names, descriptions and level filled in, every field open. */
export const EditCustomRole: Story = { decorators: [withAdminApi([roleSaved])], play: formReady('role-form') };

/** Editing a built-in role: names and descriptions open, the level read-only with the reason. */
export const EditBuiltInRole: Story = {
  args: { role: builtInRole },
  decorators: [withAdminApi([roleSaved])],
  play: async ({ canvasElement }) => {
    await formReady('role-form')({ canvasElement });
    const radios = [...canvasElement.ownerDocument.querySelectorAll<HTMLInputElement>('input[name="scopeLevel"]')];
    if (radios.length !== 4 || radios.some((r) => !r.disabled)) throw new Error('the level of a built-in role must be read-only');
  },
};

/** A new level refused because two users of the role have no place at it: the server's words, in the form. */
export const LevelRefused: Story = {
  decorators: [withAdminApi([roleLevelRefused])],
  play: async ({ canvasElement }) => {
    await formReady('role-form')({ canvasElement });
    const doc = canvasElement.ownerDocument;
    fireEvent.click(doc.querySelector<HTMLInputElement>('input[name="scopeLevel"][value="district"]')!);
    fireEvent.submit(doc.querySelector('[data-testid="role-form"]')!);
    await waitFor(() => {
      if (!doc.querySelector('[data-testid="role-form"] .alert-error')) throw new Error('no refusal shown yet');
    });
  },
};
