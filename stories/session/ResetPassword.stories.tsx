import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import ResetPassword from '../../web/session/pages/ResetPassword';
import { page, withSessionPage, type FakeRoute } from './mockSession';

const expired: FakeRoute[] = [
  {
    method: 'POST',
    path: /reset-password$/,
    answer: (lang) => ({
      status: 400,
      errorCode: 'resetLinkInvalid',
      errorMessage:
        lang === 'hi'
          ? 'पासवर्ड रीसेट का यह लिंक अमान्य है, पहले ही उपयोग हो चुका है या उसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।'
          : 'This password reset link is invalid, already used or expired. Please request a new one.',
      details: [{ field: 'token', problem: 'invalidToken' }],
    }),
  },
];

const meta = {
  title: 'Session/Reset password',
  component: ResetPassword,
  decorators: [withSessionPage],
  parameters: page({ entry: '/session/reset-password?token=abc123', routes: [{ method: 'POST', path: /reset-password$/, answer: () => ({ value: { reset: true } }) }] }),
} satisfies Meta<typeof ResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The new password twice, with the password rules ticking as they are met. */
export const Default: Story = {
  play: ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#password')!, { target: { value: 'Abc1' } });
  },
};

/** Opened without a token. */
export const NoToken: Story = { parameters: page({ entry: '/session/reset-password' }) };

/** The link was used or has expired. */
export const LinkExpired: Story = {
  parameters: page({ entry: '/session/reset-password?token=old', routes: expired }),
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#password')!, { target: { value: 'Naya@2026' } });
    fireEvent.change(canvasElement.querySelector('#confirm')!, { target: { value: 'Naya@2026' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="alert"]')) throw new Error('no error yet');
    });
  },
};

/** Done: a link to sign in. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#password')!, { target: { value: 'Naya@2026' } });
    fireEvent.change(canvasElement.querySelector('#confirm')!, { target: { value: 'Naya@2026' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.alert-success')) throw new Error('not changed yet');
    });
  },
};
