import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import SignIn from '../../web/session/SignIn';
import { page, withSessionPage, type FakeRoute } from './mockSession';

const meta = { title: 'Session/Sign in', component: SignIn, decorators: [withSessionPage], parameters: page({ entry: '/session/signin', session: null }) } satisfies Meta<
  typeof SignIn
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Login name and password, with the links to account recovery and the account request. */
export const Default: Story = {};

/** After a 401: the expired-session message handed over by the redirect. */
export const SessionExpired: Story = {
  parameters: page({ entry: { pathname: '/session/signin', state: { message: 'Your session has expired. Please sign in again.' } }, session: null }),
};

/** Types a login name and password and signs in: the applicant stories' server answers. */
const signInAs =
  (loginId: string, password: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    fireEvent.change(canvasElement.querySelector('#loginId')!, { target: { value: loginId } });
    fireEvent.change(canvasElement.querySelector('#password')!, { target: { value: password } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="alert"]')) throw new Error('no answer yet');
    });
  };

const refusedSignIn = (errorCode: string, en: string, hi: string, details: unknown[]): FakeRoute[] => [
  { method: 'POST', path: /\/v1\/identity\/web\/auth$/, answer: (lang) => ({ status: 403, errorCode, errorMessage: lang === 'hi' ? hi : en, details }) },
];

/** A sign-up applicant with the request's password, before the administrator has decided. */
export const AccountPending: Story = {
  parameters: page({
    entry: '/session/signin',
    session: null,
    routes: refusedSignIn(
      'accountPending',
      'Your account request is waiting for approval by the administrator. You can sign in once it is approved.',
      'आपका खाता अनुरोध प्रशासक के अनुमोदन की प्रतीक्षा में है। अनुमोदन के बाद आप साइन इन कर सकेंगे।',
      [{ field: 'loginId', problem: 'accountPending' }],
    ),
  }),
  play: signInAs('asha.b', 'Apply#2026'),
};

/** A rejected applicant: the message and the reason the administrator gave. */
export const AccountRejected: Story = {
  parameters: page({
    entry: '/session/signin',
    session: null,
    routes: refusedSignIn(
      'accountRejected',
      'Your account request was rejected by the administrator. You can send a new request with corrected details.',
      'आपका खाता अनुरोध प्रशासक द्वारा अस्वीकार कर दिया गया है। आप सही विवरण के साथ नया अनुरोध भेज सकते हैं।',
      [{ field: 'loginId', problem: 'accountRejected', reason: 'The UDISE number is of another school.' }],
    ),
  }),
  play: signInAs('asha.b', 'Apply#2026'),
};
