import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import ForgotLoginName from '../../web/session/pages/ForgotLoginName';
import { page, withSessionPage } from './mockSession';

const meta = {
  title: 'Session/Forgot login name',
  component: ForgotLoginName,
  decorators: [withSessionPage],
  parameters: page({ entry: '/session/forgot-loginname', routes: [{ method: 'POST', path: /forgot-userid$/, answer: () => ({ value: { sent: true } }) }] }),
} satisfies Meta<typeof ForgotLoginName>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By e-mail (the default). */
export const ByEmail: Story = {};

/** By mobile number, with a number that is not one. */
export const InvalidMobile: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelectorAll('input[type="radio"]')[1]);
    await waitFor(() => {
      if (!canvasElement.querySelector('#mobile')) throw new Error('no mobile field yet');
    });
    fireEvent.change(canvasElement.querySelector('#mobile')!, { target: { value: '555' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#mobile-error')) throw new Error('no error yet');
    });
  },
};

/** Sent: always the same answer. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#email')!, { target: { value: 'head@example.org' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.alert-success')) throw new Error('not sent yet');
    });
  },
};
