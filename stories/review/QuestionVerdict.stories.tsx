import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { QuestionVerdict } from '../../web/review/QuestionVerdict';
import { QuestionStore } from '../../web/form/questionStore';
import { reviews } from '../form/fixtures';
import { ok, withApi, dqaSession } from '../form/storyKit';

function Verdict({ canDecide = true, flagged = false }: { canDecide?: boolean; flagged?: boolean }) {
  const [store] = useState(() => {
    const s = new QuestionStore(async () => []);
    if (flagged) s.setReviews(reviews);
    return s;
  });
  return <QuestionVerdict store={store} accrid={1} questionid="Q001" canDecide={canDecide} />;
}

const api = withApi([{ method: 'POST', path: /\/question\/status$/, answer: (req) => ok({ ...(req.body as object), updatedAt: '2026-11-21T10:00:00Z' }) }], {
  session: dqaSession,
});
const meta = { title: 'Review/Question verdict', component: QuestionVerdict, decorators: [api] } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Mark for review, approve, reject. */
export const Undecided: Story = { render: () => <Verdict /> };
/** Already marked, with the comment. */
export const Flagged: Story = { render: () => <Verdict flagged /> };
/** Another level's form: the verdict is shown, not changeable. */
export const ReadOnly: Story = { render: () => <Verdict flagged canDecide={false} /> };
/** Marking without a comment: "Please add comment". */
export const CommentRequired: Story = {
  render: () => <Verdict />,
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('.verdict-buttons button')!);
    fireEvent.click(canvasElement.querySelector('.verdict-actions .btn-primary')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.verdict-form .field-error')) throw new Error('no message');
    });
  },
};
