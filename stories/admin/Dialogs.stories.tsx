import type { Meta, StoryObj } from '@storybook/react-vite';
import { RaiseComplaintDialog } from '../../web/admin/complaints/RaiseComplaintDialog';
import { CreateRoleDialog } from '../../web/admin/roles/CreateRoleDialog';
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

/** Create a role: name in English and Hindi, description. */
export const CreateRole: Story = { render: () => <CreateRoleDialog open onClose={() => undefined} onCreated={() => undefined} /> };
