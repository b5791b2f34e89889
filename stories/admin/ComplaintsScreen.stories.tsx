import type { Meta, StoryObj } from '@storybook/react-vite';
import ComplaintsScreen from '../../web/admin/complaints/ComplaintsScreen';
import { complaints, paged } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';

const meta = { title: 'Admin/Complaints screen', component: ComplaintsScreen } satisfies Meta<typeof ComplaintsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three complaints, the first one overdue. */
export const List: Story = {
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/complaint\/list$/, answer: (req) => ok(paged(complaints(req))) }])],
  play: loaded('[data-testid="complaint-table"]'),
};

/** No complaint matches. */
export const Empty: Story = {
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/complaint\/list$/, answer: () => ok(paged([])) }])],
  play: loaded('.empty'),
};
