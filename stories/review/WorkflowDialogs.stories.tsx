import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitDialog } from '../../web/review/SubmitDialog';
import { RejectDialog } from '../../web/review/RejectDialog';
import { HistoryDialog } from '../../web/review/HistoryDialog';
import { history, reasons } from '../form/fixtures';
import { dqaSession, loaded, ok, withApi } from '../form/storyKit';

const api = withApi(
  [
    { method: 'GET', path: /reject\/reason\/list$/, answer: () => ok(reasons) },
    { method: 'GET', path: /status\/history$/, answer: () => ok(history) },
  ],
  { session: dqaSession },
);
const meta = { title: 'Review/Workflow dialogs', component: SubmitDialog, decorators: [api] } satisfies Meta;
export default meta;
type Story = StoryObj;

const school = 'Government Senior Secondary School, Mullana';
const dqa = (kind: 'submit' | 'reject') => ({ event: `dqa.${kind}`, kind, level: 'dqa' as const, path: `/v1/workflow/form/dqa/status/${kind}` });

/** Submit to SQA after the DQA's declaration. */
export const Submit: Story = { render: () => <SubmitDialog action={dqa('submit')} accrid={1} schoolName={school} onClose={() => undefined} onDone={() => undefined} /> };
/** Reject with a reason from the list and a comment. */
export const Reject: Story = {
  render: () => <RejectDialog action={dqa('reject')} accrid={1} schoolName={school} onClose={() => undefined} onDone={() => undefined} />,
  play: async () => loaded('#reject-reason')({ canvasElement: document.body }),
};
/** Who moved the form, from which status to which, and when. */
export const History: Story = {
  render: () => <HistoryDialog accrid={1} schoolName={school} onClose={() => undefined} />,
  play: async () => loaded('dialog table')({ canvasElement: document.body }),
};
