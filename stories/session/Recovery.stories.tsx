import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import ForgotPassword from '../../web/session/pages/ForgotPassword';
import { page, withSessionPage } from './mockSession';

const meta = {
  title: 'Session/Forgot password',
  component: ForgotPassword,
  decorators: [withSessionPage],
  parameters: page({ entry: '/session/forgot-password', routes: [{ method: 'POST', path: /forgot-password$/, answer: () => ({ value: { sent: true } }) }] }),
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks for the login name. */
export const Default: Story = {};

/** Sent without a login name: "Please enter login name". */
export const MissingLoginName: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.field-error')) throw new Error('no error yet');
    });
  },
};

/** Always the same answer, whether or not the account exists. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#loginId')!, { target: { value: 'head' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.alert-success')) throw new Error('not sent yet');
    });
  },
};
