import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import SignUpAccount from '../../web/session/pages/SignUpAccount';
import { page, withSessionPage, type FakeRoute } from './mockSession';

const draft = { udise: '06030200101', firstName: 'Sunita', lastName: 'Devi' };
const entry = { pathname: '/session/signup1', state: { draft } };

// A taken login name is answered like a free one (the applicant learns it by e-mail), so the page's only server refusals are field checks and limits.
const refused: FakeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/user\/register$/,
    answer: (lang) => ({
      status: 400,
      errorCode: 'invalidMobile',
      errorMessage: lang === 'hi' ? 'मोबाइल नंबर मान्य नहीं है' : 'Not a valid mobile number',
      details: [{ field: 'mobile', problem: 'invalidMobile' }],
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

/** The server refuses a field the page let through: the message is shown and nothing is lost. */
export const RefusedByServer: Story = {
  parameters: page({ entry, routes: refused }),
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, 'sunita.devi');
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="alert"]')) throw new Error('no error yet');
    });
  },
};

/** The request is sent: an administrator will activate the account; an e-mail says so, or that the login name is taken. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, 'sunita.devi');
    await waitFor(() => {
      if (!canvasElement.querySelector('.done-panel')) throw new Error('not sent yet');
    });
  },
};
