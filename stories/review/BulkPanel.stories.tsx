import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { BulkPanel } from '../../web/review/BulkPanel';
import { dqaSession, ok, sqaSession, withApi, type MockRoute } from '../form/storyKit';

const cycles = [{ id: 1, name: '2026-27', status: 'AUDIT_INITIATED', statusLabel: { en: 'External Evaluation Initiated', hi: 'बाह्य मूल्यांकन आरंभ' } }];
const districts = [{ id: 1, label: { en: 'Ambala', hi: 'अंबाला' }, text: 'Ambala' }];
const routes: MockRoute[] = [
  { method: 'POST', path: /form\/search$/, answer: (req) => ok({ items: [], total: (req.body as { status: number }).status % 2 ? 3 : 1 }) },
  { method: 'POST', path: /workflow\/cycle\//, answer: () => ok({ moved: 3, skipped: [{ accrid: 9, reason: 'wrongState' }] }) },
];

const meta = { title: 'Review/Bulk actions', component: BulkPanel } satisfies Meta<typeof BulkPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A DQA: the district's ready forms to SQA. */
export const District: Story = { decorators: [withApi(routes, { session: dqaSession })], args: { privileges: new Set([45]), cycles, districts, onDone: () => undefined } };
/** SQA: the cycle's ready forms, with the confirmation that counts them. */
export const CycleConfirm: Story = {
  decorators: [withApi(routes, { session: sqaSession })],
  args: { privileges: new Set([46]), cycles, districts, onDone: () => undefined },
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.bulk-buttons button')!);
    await waitFor(() => {
      if (!document.querySelector('[data-testid="bulk-count"]')) throw new Error('not counted');
    });
  },
};
/** After the move: moved and skipped, with the reason. */
export const Result: Story = {
  decorators: [withApi(routes, { session: sqaSession })],
  args: { privileges: new Set([46]), cycles, districts, onDone: () => undefined },
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.bulk-buttons button')!);
    await waitFor(() => {
      if (!document.querySelector('[data-testid="bulk-count"]')) throw new Error('not counted');
    });
    fireEvent.click(document.querySelector('dialog .dialog-actions .btn-primary')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid="bulk-result"]')) throw new Error('no result');
    });
  },
};
