import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewNote } from '../../web/form/ReviewNote';
import { QuestionStore, type QuestionReview } from '../../web/form/questionStore';
import { withApi } from './storyKit';

function Note({ review }: { review: QuestionReview }) {
  const [store] = useState(() => {
    const s = new QuestionStore(async () => []);
    s.setReviews([review]);
    return s;
  });
  return <ReviewNote store={store} questionid={review.questionid} />;
}

const meta = { title: 'Form/Reviewer note', component: ReviewNote, decorators: [withApi([])] } satisfies Meta;
export default meta;
type Story = StoryObj;

const base = { questionid: 'Q001', user: 'Rakesh Verma', date: '2026-11-20T11:00:00Z' };
/** Marked for review, with the reviewer's comment. */
export const Flagged: Story = { render: () => <Note review={{ ...base, status: 'FLAGGED', comment: 'Attach the signed copy of the plan.' }} /> };
/** Rejected. */
export const Rejected: Story = { render: () => <Note review={{ ...base, status: 'REJECTED', comment: 'उत्तर साक्ष्य से मेल नहीं खाता।' }} /> };
/** Approved. */
export const Approved: Story = { render: () => <Note review={{ ...base, status: 'APPROVED', comment: null }} /> };
