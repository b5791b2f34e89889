import type { Meta, StoryObj } from '@storybook/react-vite';
import Account from '../../web/session/Account';
import { RequireAuth } from '../../web/app/RequireAuth';
import type { Session } from '../../web/auth/session';
import { loaded, ok, withApi } from '../form/storyKit';

/** A custom role whose only privilege opens no screen. */
const readerSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '51',
  logInUser: { userId: 9, loginId: 'reader1', firstName: 'Comment', lastName: 'Reader', role: 'DQA' },
  schoolCode: null,
};
const privileges = [
  { id: 7, name: { en: 'Accreditation', hi: 'प्रत्यायन' } },
  { id: 51, name: { en: 'Question comments', hi: 'प्रश्न टिप्पणियाँ' } },
];

const meta = {
  title: 'Session/Account with no screen',
  component: Account,
  decorators: [withApi([{ method: 'GET', path: /\/v1\/reference\/privileges$/, answer: () => ok(privileges) }], { session: readerSession })],
} satisfies Meta<typeof Account>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where a role whose privileges open no screen lands after sign-in: what the account holds, and who to ask. */
export const NoScreenYet: Story = { play: loaded('[data-testid=account-privileges]') };

/** A page the role may not open: said so, with the way to its start page; the session stays. */
export const NotAllowedHere: Story = {
  render: () => (
    <RequireAuth privilege={7}>
      <p>the accreditation list</p>
    </RequireAuth>
  ),
  play: loaded('[data-testid=not-allowed]'),
};
