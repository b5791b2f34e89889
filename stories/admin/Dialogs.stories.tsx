import type { Meta, StoryObj } from '@storybook/react-vite';
import { RaiseComplaintDialog } from '../../web/admin/complaints/RaiseComplaintDialog';
import { RoleDialog } from '../../web/admin/roles/RoleDialog';
import { withAdminApi } from './mockApi';

const meta = {
  title: 'Admin/Dialogs',
  component: RaiseComplaintDialog,
  decorators: [withAdminApi([])],
  args: { open: true, onClose: () => undefined, onRaised: () => undefined },
} satisfies Meta<typeof RaiseComplaintDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Raise a complaint: subject, description and documents. */
export const RaiseComplaint: Story = {};

/** Create a role: name and description in English and Hindi, and its scope level. */
export const CreateRole: Story = { render: () => <RoleDialog open role={null} onClose={() => undefined} onSaved={() => undefined} /> };
