import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFound from '../../web/app/NotFound';
import { page, withSessionPage } from './mockSession';

const meta = { title: 'Session/Not found', component: NotFound, decorators: [withSessionPage], parameters: page({ entry: '/no/such/page' }) } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The illustration, the text and the Go Back button. */
export const Default: Story = {};
