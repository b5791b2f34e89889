import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { SubmitDialog } from '../../web/review/SubmitDialog';
import { RejectDialog } from '../../web/review/RejectDialog';
import { HistoryDialog } from '../../web/review/HistoryDialog';
import { history, reasons } from '../form/fixtures';
import { dqaSession, loaded, ok, withApi } from '../form/storyKit';

const api = withApi(
  [
    { method: 'GET', path: /reject\/reason\/list$/, answer: () => ok(reasons) },
    { method: 'GET', path: /status\/history$/, answer: () => ok(history) },
    { method: 'GET', path: /\/form\/1\/comments$/, answer: () => ok({ accrid: 1, comments: [], reviews: [] }) },
    {
      method: 'GET',
      path: /\/form\/2\/comments$/,
      answer: () =>
        ok({
          accrid: 2,
          comments: [],
          reviews: [
            {
              questionid: 'Q001',
              domainId: 'D1',
              status: 'FLAGGED',
              comment: 'Attach the signed copy of the plan.',
              user: 'Rakesh Verma',
              loginId: 'dqa',
              date: '2026-11-20T10:00:00Z',
            },
            {
              questionid: 'Q014',
              domainId: 'D1',
              status: 'REJECTED',
              comment: 'The register page is missing.',
              user: 'Rakesh Verma',
              loginId: 'dqa',
              date: '2026-11-20T10:05:00Z',
            },
          ],
        }),
    },
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
/** Submitting over the DQA's own "needs change" remarks: listed, with a second box to tick. */
export const SubmitOverOwnRemarks: Story = {
  render: () => <SubmitDialog action={dqa('submit')} accrid={2} schoolName={school} onClose={() => undefined} onDone={() => undefined} />,
  play: async () => loaded('[data-testid=own-remarks]')({ canvasElement: document.body }),
};
/** Reject with a reason from the list and a comment. */
export const Reject: Story = {
  render: () => <RejectDialog action={dqa('reject')} accrid={1} schoolName={school} onClose={() => undefined} onDone={() => undefined} />,
  play: async () => loaded('#reject-reason')({ canvasElement: document.body }),
};
/** "Other" without a comment: the comment field says what is missing, nothing is sent. */
export const RejectOtherWithoutComment: Story = {
  render: () => <RejectDialog action={dqa('reject')} accrid={1} schoolName={school} onClose={() => undefined} onDone={() => undefined} />,
  play: async () => {
    await loaded('#reject-reason option[value="5"]')({ canvasElement: document.body });
    fireEvent.change(document.querySelector('#reject-reason')!, { target: { value: '5' } });
    fireEvent.click(
      within(document.body)
        .getAllByRole('button')
        .find((b) => b.classList.contains('btn-danger'))!,
    );
    await waitFor(() => {
      if (!document.querySelector('#reject-comment-error')) throw new Error('no field message yet');
    });
  },
};
/** A comment past 2,000 characters: kept whole, the counter in red, the reject says by how much to shorten it. */
export const RejectCommentTooLong: Story = {
  render: () => <RejectDialog action={dqa('reject')} accrid={1} schoolName={school} onClose={() => undefined} onDone={() => undefined} />,
  play: async () => {
    await loaded('#reject-reason option[value="1"]')({ canvasElement: document.body });
    fireEvent.change(document.querySelector('#reject-reason')!, { target: { value: '1' } });
    fireEvent.change(document.querySelector('#reject-comment')!, { target: { value: 'x'.repeat(2010) } });
    fireEvent.click(
      within(document.body)
        .getAllByRole('button')
        .find((b) => b.classList.contains('btn-danger'))!,
    );
    await waitFor(() => {
      if (!document.querySelector('#reject-comment-error')) throw new Error('no field message yet');
    });
  },
};
/** Who moved the form, from which status to which, and when. */
export const History: Story = {
  render: () => <HistoryDialog accrid={1} schoolName={school} onClose={() => undefined} />,
  play: async () => loaded('dialog table')({ canvasElement: document.body }),
};
