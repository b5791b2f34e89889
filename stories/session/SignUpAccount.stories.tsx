import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import SignUpAccount from '../../web/session/pages/SignUpAccount';
import { page, withSessionPage, type FakeRoute } from './mockSession';

const draft = { udise: '06030200101', firstName: 'Sunita', lastName: 'Devi' };
const entry = { pathname: '/session/signup1', state: { draft } };

const taken: FakeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/user\/register$/,
    answer: (lang) => ({
      status: 409,
      errorCode: 'ERR20',
      errorMessage: lang === 'hi' ? 'यह लॉगिन नाम पहले से मौजूद है!' : 'Login name already exists!!',
      details: [{ field: 'loginId', problem: 'duplicate' }],
    }),
  },
];
const accepted: FakeRoute[] = [{ method: 'POST', path: /^\/v1\/user\/register$/, answer: () => ({ value: { requestId: 7, status: 'PENDING' } }) }];

/** Fills step 2 and sends it. */
async function fillAndSend(canvasElement: HTMLElement, loginId: string) {
  const set = (id: string, value: string) => fireEvent.change(canvasElement.querySelector(`#${id}`)!, { target: { value } });
  set('loginId', loginId);
  set('password', 'Shiksha@2026');
  set('confirm', 'Shiksha@2026');
  set('email', 'sunita.devi@example.org');
  set('mobile', '98765 43210');
  fireEvent.submit(canvasElement.querySelector('form')!);
}

const meta = { title: 'Session/Sign-up, step 2 (account)', component: SignUpAccount, decorators: [withSessionPage], parameters: page({ entry, routes: accepted }) } satisfies Meta<
  typeof SignUpAccount
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Login name, password with its rules, e-mail and mobile. */
export const Empty: Story = {};

/** What the page says before sending: the mobile number is checked first. */
export const InvalidMobile: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#mobile')!, { target: { value: '12345' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#mobile-error')) throw new Error('no mobile error yet');
    });
  },
};

/** The server's ERR20: the login name is taken. */
export const LoginNameTaken: Story = {
  parameters: page({ entry, routes: taken }),
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, 'head');
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="alert"]')) throw new Error('no error yet');
    });
  },
};

/** The request is sent: an administrator will activate the account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, 'sunita.devi');
    await waitFor(() => {
      if (!canvasElement.querySelector('.done-panel')) throw new Error('not sent yet');
    });
  },
};
