import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import SignIn from '../../web/session/SignIn';
import { ACTIVITY_KEY, REPORTED_KEY } from '../../web/session/activity';
import { IdleGuard, idleSignOutMessage } from '../../web/session/IdleGuard';
import { IdleWarning } from '../../web/session/IdleWarning';
import { headSession, page, withSessionPage } from './mockSession';

const noop = () => undefined;
const meta = {
  title: 'Session/Idle warning',
  component: IdleWarning,
  decorators: [withSessionPage],
  parameters: page({ entry: '/dashboard/help', session: headSession }),
  args: { secondsLeft: 60, onStay: noop, onSignOut: noop },
} satisfies Meta<typeof IdleWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before the idle sign-out: the warning opens with 60 seconds on the clock. */
export const OneMinuteLeft: Story = {};

/** The last second of the countdown. */
export const LastSecond: Story = { args: { secondsLeft: 1 } };

/** The guard with the user idle since 29 minutes 45 seconds ago (told to the server, so no refresh); leaves no trace. */
function IdleSinceAWhile() {
  useState(() => {
    const idleSince = String(Date.now() - (29 * 60 + 45) * 1000);
    localStorage.setItem(ACTIVITY_KEY, idleSince);
    localStorage.setItem(REPORTED_KEY, idleSince);
  });
  useEffect(
    () => () => {
      localStorage.removeItem(ACTIVITY_KEY);
      localStorage.removeItem(REPORTED_KEY);
    },
    [],
  );
  return <IdleGuard idleTimeoutSeconds={1800} />;
}

/** The live guard, 29 minutes and 45 seconds after the user last touched the app: the countdown runs. */
export const LiveCountdown: StoryObj<typeof IdleGuard> = {
  render: () => <IdleSinceAWhile />,
  play: async () => {
    await waitFor(() => {
      const countdown = document.querySelector('[data-testid="idle-countdown"]');
      if (!countdown || !/1[0-5]/.test(countdown.textContent ?? '')) throw new Error('no countdown yet');
    });
  },
};

/** The sign-in page after an idle sign-out says why. */
export const SignInAfterIdleSignOut: StoryObj<typeof SignIn> = {
  parameters: page({ entry: '/session/signin', session: null }),
  render: () => {
    sessionStorage.setItem('signinMessage', idleSignOutMessage(30));
    return <SignIn />;
  },
};
