import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { DecideRequestDialog } from '../../web/admin/users/DecideRequestDialog';
import { ResetPasswordDialog } from '../../web/admin/users/ResetPasswordDialog';
import { UnlockDialog } from '../../web/admin/users/UnlockDialog';
import { accountRequests, users } from './fixtures';
import { withAdminApi, type MockRequest } from './mockApi';

const en = { lang: 'en' } as MockRequest;
const [, dqa, head] = users(en);
const none = () => undefined;

const meta = {
  title: 'Admin/Account access',
  component: DecideRequestDialog,
  decorators: [withAdminApi([])],
  args: { decision: { request: accountRequests[1], approve: true }, onClose: none, onDecided: none },
} satisfies Meta<typeof DecideRequestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approving a request for a school that already has an active head: who, and that their account is set inactive. */
export const ApproveSecondHead: Story = {};

/** Approving a request for a school without a head. */
export const Approve: Story = { args: { decision: { request: accountRequests[0], approve: true } } };

/** Rejecting: the reason is required, and the applicant is shown it at sign-in. */
export const RejectWithoutReason: Story = {
  args: { decision: { request: accountRequests[0], approve: false } },
  play: async () => {
    // The dialog is modal: its buttons are in the document, outside the story's container.
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('dialog .dialog-actions button')];
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => {
      if (!document.querySelector('dialog .field-error')) throw new Error('no error yet');
    });
  },
};

/** Resetting a password: a suggested temporary password, read out to the user; a notice goes to their e-mail. */
export const ResetPassword: Story = { render: () => <ResetPasswordDialog user={head} onClose={none} onDone={none} /> };

/** Resetting the password of a user without an e-mail address. */
export const ResetPasswordNoEmail: Story = { render: () => <ResetPasswordDialog user={{ ...head, email: null }} onClose={none} onDone={none} /> };

/** Unlocking a sign-in held back after failed attempts. */
export const Unlock: Story = { render: () => <UnlockDialog user={dqa} onClose={none} onDone={none} /> };
