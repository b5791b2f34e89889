import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import MustChangePassword from '../../web/session/pages/MustChangePassword';
import { headSession, page, withSessionPage, type FakeRoute } from './mockSession';

const wrongTemporary: FakeRoute[] = [
  {
    method: 'POST',
    path: /\/v1\/user\/profile$/,
    answer: (lang) => ({
      status: 400,
      errorCode: 'wrongCurrentPassword',
      errorMessage: lang === 'hi' ? 'वर्तमान पासवर्ड सही नहीं है' : 'The current password is not correct',
      details: [{ field: 'currentPassword', problem: 'wrongCurrentPassword' }],
    }),
  },
];

const meta = {
  title: 'Session/Must change password',
  component: MustChangePassword,
  decorators: [withSessionPage],
  parameters: page({ entry: '/session/change-password', session: { ...headSession, mustChangePassword: true }, routes: wrongTemporary }),
} satisfies Meta<typeof MustChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After an administrator's reset: the temporary password, and the user's own twice, before anything else. */
export const Default: Story = {};

/** The temporary password was mistyped: the server's message, on the field. */
export const WrongTemporaryPassword: Story = {
  play: async ({ canvasElement }) => {
    for (const [id, value] of [
      ['currentPassword', 'Temp#2026x'],
      ['newPassword', 'Mine#2026ok'],
      ['confirm', 'Mine#2026ok'],
    ]) {
      fireEvent.change(canvasElement.querySelector(`#${id}`)!, { target: { value } });
    }
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="alert"]')) throw new Error('no answer yet');
    });
  },
};
