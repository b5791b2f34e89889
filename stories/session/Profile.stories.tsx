import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import Profile from '../../web/session/pages/Profile';
import { headProfile } from './fixtures';
import { headSession, loaded, page, withSessionPage, type FakeRoute } from './mockSession';

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/v1\/user\/profile$/, answer: (lang) => ({ value: headProfile(lang) }) },
  {
    method: 'POST',
    path: /^\/v1\/user\/profile$/,
    answer: (lang, body) => {
      const b = body as { currentPassword?: string };
      if (b.currentPassword === 'wrong')
        return {
          status: 400,
          errorCode: 'wrongCurrentPassword',
          errorMessage: lang === 'hi' ? 'वर्तमान पासवर्ड सही नहीं है' : 'The current password is not correct',
          details: [{ field: 'currentPassword', problem: 'wrongCurrentPassword', message: lang === 'hi' ? 'वर्तमान पासवर्ड सही नहीं है' : 'The current password is not correct' }],
        };
      return { value: { ...headProfile(lang), ...(body as object) } };
    },
  },
];

const meta = {
  title: 'Session/Profile',
  component: Profile,
  decorators: [withSessionPage],
  parameters: page({ entry: '/user/UserProfile', routes, session: headSession }),
} satisfies Meta<typeof Profile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile as shown, and the account with the password form. */
export const View: Story = { play: loaded('.profile-facts') };

/** Editing, with a mobile number that is not one. */
export const EditInvalidMobile: Story = {
  play: async (ctx) => {
    await loaded('.profile-facts')(ctx);
    const { canvasElement } = ctx;
    fireEvent.click(canvasElement.querySelector('.card-head button')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#profile-mobile')) throw new Error('not editing yet');
    });
    fireEvent.change(canvasElement.querySelector('#profile-mobile')!, { target: { value: '12345' } });
    fireEvent.submit(canvasElement.querySelector('.profile-form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#profile-mobile-error')) throw new Error('no error yet');
    });
  },
};

/** Changing the password with a wrong current password: the server says so. */
export const WrongCurrentPassword: Story = {
  play: async (ctx) => {
    await loaded('.password-form')(ctx);
    const { canvasElement } = ctx;
    const set = (id: string, value: string) => fireEvent.change(canvasElement.querySelector(`#${id}`)!, { target: { value } });
    set('currentPassword', 'wrong');
    set('newPassword', 'Naya@2026');
    set('confirm', 'Naya@2026');
    fireEvent.submit(canvasElement.querySelector('.password-form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#currentPassword-error')) throw new Error('no error yet');
    });
  },
};

/** The profile cannot be loaded. */
export const LoadError: Story = {
  parameters: page({ entry: '/user/UserProfile', routes: [], session: headSession }),
  play: loaded('[role="alert"]'),
};
