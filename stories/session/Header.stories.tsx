import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { Header } from '../../web/components/Header';
import { ContactDialog, ContactDetails } from '../../web/components/HeaderContact';
import { CommentsDialog } from '../../web/components/HeaderComments';
import { formComments } from './fixtures';
import { headSession, loaded, page, withSessionPage, type FakeRoute } from './mockSession';
import '../../web/session/session.css';

const headForm: FakeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/form\/search$/,
    answer: () => ({ value: { items: [{ accrid: 12, schoolCode: '06010100101', schoolName: 'GSSS Mullana', status: 4, statusLabel: '' }], total: 1 } }),
  },
  { method: 'GET', path: /^\/v1\/form\/12\/comments$/, answer: () => ({ value: formComments }) },
];

const noop = () => undefined;
const meta = {
  title: 'Session/Header',
  component: Header,
  decorators: [withSessionPage],
  parameters: page({ entry: '/dashboard/help', routes: headForm, session: headSession }),
  args: {
    name: 'Meena Kumari',
    roleLabel: 'School Head',
    homeTo: '/dashboard/accreditationhm',
    isHead: true,
    menuOpen: false,
    onToggleMenu: noop,
    compact: false,
    onToggleCompact: noop,
    onLogout: noop,
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A school head's top bar. */
export const SchoolHead: Story = {};

/** An administrator's top bar, with the sidebar compact. */
export const Administrator: Story = { args: { name: 'Anita Sharma', roleLabel: 'Administrator', homeTo: '/dashboard/accreditation', isHead: false, compact: true } };

/** The account menu open: profile, my account, comments, uploaded files, home, guidelines, contact, log out. */
export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.account-btn')!);
    await waitFor(() => {
      if ((canvasElement.querySelector('.account-panel') as HTMLElement).hidden) throw new Error('menu still closed');
    });
  },
};

/** The helpdesk details, as in the contact dialog and on the guidelines page. */
export const Contact: StoryObj<typeof ContactDetails> = { render: () => <ContactDetails /> };

/** The contact information dialog. */
export const ContactDialogOpen: StoryObj<typeof ContactDialog> = { render: () => <ContactDialog open onClose={noop} /> };

/** The reviewers' comments on the head's form. */
export const CommentsDialogOpen: StoryObj<typeof CommentsDialog> = {
  render: () => <CommentsDialog open onClose={noop} />,
  play: loaded('.remark-list'),
};
