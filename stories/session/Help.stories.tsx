import type { Meta, StoryObj } from '@storybook/react-vite';
import Help from '../../web/session/pages/Help';
import { headSession, page, withSessionPage } from './mockSession';

const meta = { title: 'Session/Guidelines', component: Help, decorators: [withSessionPage], parameters: page({ entry: '/dashboard/help', session: headSession }) } satisfies Meta<
  typeof Help
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guidelines: domains, process, scoring and grades, evidence files and the helpdesk. */
export const Default: Story = {};
