import type { Meta, StoryObj } from '@storybook/react-vite';
import ComplaintsScreen from '../../web/admin/complaints/ComplaintsScreen';
import { complaints, paged } from './fixtures';
import { loaded, ok, withAdminApi, type MockRequest } from './mockApi';

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

/** The fake server's answer to a list narrowed as a dashboard cell narrows it: by district and status. */
const narrowed = (req: MockRequest) => {
  const body = (req.body ?? {}) as { districtId?: number; status?: string };
  return complaints(req).filter((c) => (body.districtId === undefined || c.districtId === body.districtId) && (body.status === undefined || c.status === body.status));
};

/** Opened from a cell of the dashboard's complaint chart: one district's raised complaints, with a way to all of them. */
export const FromDashboard: Story = {
  decorators: [
    withAdminApi([{ method: 'POST', path: /^\/v1\/complaint\/list$/, answer: (req) => ok(paged(narrowed(req))) }], {
      url: '/complaintmanagement/complaintlist?district=1&status=RAISED',
    }),
  ],
  play: loaded('[data-testid="complaint-table"]'),
};
