import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { ApprovalBar } from '../../web/admin/catalogue/editor/ApprovalBar';
import { ok, withAdminApi } from './mockApi';

const sent = {
  version: 'v5',
  authors: ['Vikram Singh'],
  reason: 'Admission register wording agreed with district officers',
  orderNumber: 'SED/QA/2026/114',
  orderDate: '2026-11-20',
  sentBy: 'Vikram Singh',
  sentAt: '2026-11-29T06:30:00.000Z',
  returnedBy: null,
  returnedAt: null,
  returnComment: null,
  approvedBy: null,
  approvedAt: null,
};
const approvals: Record<string, unknown> = {
  v5: { ...sent, state: 'editing', sentBy: null, sentAt: null, reason: null, orderNumber: null, orderDate: null, youWrote: true, mayApprove: false },
  v6: { ...sent, version: 'v6', state: 'awaitingApproval', youWrote: true, mayApprove: false },
  v7: { ...sent, version: 'v7', state: 'awaitingApproval', youWrote: false, mayApprove: true },
  v8: {
    ...sent,
    version: 'v8',
    state: 'returned',
    returnedBy: 'Kavita Rathore',
    returnedAt: '2026-11-29T08:00:00.000Z',
    returnComment: 'Check the Hindi of Q005.',
    youWrote: true,
    mayApprove: false,
  },
};

const meta = {
  title: 'Admin/Catalogue editor/Approval',
  component: ApprovalBar,
  args: { version: 'v5', maySend: true, recheck: [], busy: false, onChanged: () => undefined, onPublished: () => undefined, onStale: () => undefined, onProblems: () => undefined },
  decorators: [
    withAdminApi([
      { method: 'GET', path: /\/v1\/catalogue\/versions\/(v\d+)\/approval$/, answer: (req) => ok(approvals[req.path.split('/')[4]]) },
      { method: 'GET', path: /\/v1\/catalogue\/open-cycles$/, answer: () => ok([{ cycleid: 1, name: '2026-27', catalogueVersion: 'v4', endsOn: null }]) },
    ]),
  ],
  // The bar shows once the draft's approval is read.
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid=approval-bar]')) throw new Error('not read yet');
    });
  },
} satisfies Meta<typeof ApprovalBar>;
export default meta;
type S = StoryObj<typeof meta>;

/** The author of a draft not yet sent: Send for approval. */
export const Author: S = {};
/** Sent: read-only, with who sent it, why and the office order. */
export const AwaitingForAuthor: S = { args: { version: 'v6' } };
/** An officer who may approve and did not write it: Approve and publish, Send back. */
export const AwaitingForApprover: S = { args: { version: 'v7' } };
/**
 * An approver holding privilege 61 alone (no editing) on a draft that is still being edited: nothing
 * to send, nothing to approve yet, so the bar offers no button.
 */
export const ApproverWhileEditing: S = {
  args: { version: 'v5', maySend: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid=approval-bar]')) throw new Error('not read yet');
    });
    if (canvasElement.querySelector('[data-testid=approval-bar] button')) throw new Error('an approver who may not edit was offered a button');
  },
};
/** Sent back: the comment for the author. */
export const Returned: S = { args: { version: 'v8' } };
