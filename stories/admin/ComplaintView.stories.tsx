import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplaintView } from '../../web/admin/complaints/ComplaintView';
import { complaintComments, complaintDocuments, complaints } from './fixtures';
import { loaded, ok, withAdminApi, type MockRequest } from './mockApi';

const routes = [
  { method: 'POST' as const, path: /^\/v1\/complaint\/\d+\/comment\/list$/, answer: (req: MockRequest) => ok(complaintComments(req)) },
  { method: 'GET' as const, path: /^\/v1\/complaint\/\d+\/document\/list$/, answer: () => ok(complaintDocuments) },
];
const en = { method: 'GET', path: '/', query: new URLSearchParams(), body: undefined, lang: 'en' } as const;

const meta = {
  title: 'Admin/Complaint view',
  component: ComplaintView,
  decorators: [withAdminApi(routes)],
  args: { onChanged: () => undefined, complaint: complaints(en)[1] },
} satisfies Meta<typeof ComplaintView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reviewer's view: comments with a status change, a document, and the status form. */
export const UnderReview: Story = { play: loaded('.timeline') };

/** An overdue complaint, still only raised. */
export const Overdue: Story = { args: { complaint: complaints(en)[0] }, play: loaded('.timeline') };

/** A resolved complaint the caller cannot move further. */
export const Resolved: Story = { args: { complaint: complaints(en)[2] }, play: loaded('.timeline') };
