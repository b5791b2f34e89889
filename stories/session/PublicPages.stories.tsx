import type { Meta, StoryObj } from '@storybook/react-vite';
import SignIn from '../../web/routes/SignIn';
import { page, withSessionPage } from './mockSession';

const meta = { title: 'Session/Sign in', component: SignIn, decorators: [withSessionPage], parameters: page({ entry: '/session/signin', session: null }) } satisfies Meta<typeof SignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Login name and password, with the links to account recovery and the account request. */
export const Default: Story = {};

/** After a 401: the expired-session message handed over by the redirect. */
export const SessionExpired: Story = {
  parameters: page({ entry: { pathname: '/session/signin', state: { message: 'Your session has expired. Please sign in again.' } }, session: null }),
};
