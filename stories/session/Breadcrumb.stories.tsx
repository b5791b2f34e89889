import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from '../../web/components/Breadcrumb';
import { page, withSessionPage } from './mockSession';

const meta = {
  title: 'Session/Breadcrumb',
  component: Breadcrumb,
  decorators: [withSessionPage],
  args: { homeTo: '/dashboard/accreditationhm' },
  parameters: page({}),
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two known segments: the first is not a page, so it is plain text. */
export const Guidelines: Story = { args: { pathname: '/dashboard/help' } };

/** Three segments; the middle one is a page and links to it. */
export const ThankYou: Story = { args: { pathname: '/dashboard/accreditationhm/thanks' } };

/** An unknown segment is shown as it is. */
export const Unknown: Story = { args: { pathname: '/user/UserProfile/extra%20part' } };
