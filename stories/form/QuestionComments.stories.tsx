import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { QuestionComments } from '../../web/form/QuestionComments';
import { QuestionStore } from '../../web/form/questionStore';
import { comments } from './fixtures';
import { ok, withApi } from './storyKit';

function Comments({ canAdd = true, list = comments }: { canAdd?: boolean; list?: typeof comments }) {
  const [store] = useState(() => {
    const s = new QuestionStore(async () => []);
    s.setComments(list);
    return s;
  });
  return <QuestionComments store={store} accrid={1} questionid="Q001" canAdd={canAdd} />;
}

const api = withApi([
  {
    method: 'POST',
    path: /\/question\/comment$/,
    answer: (req) => ok({ commentid: 9, questionid: 'Q001', comment: (req.body as { comment: string }).comment, user: 'Meena Kumari', date: '2026-11-21T10:00:00Z' }),
  },
]);
const meta = { title: 'Form/Question comments', component: QuestionComments, decorators: [api] } satisfies Meta;
export default meta;
type Story = StoryObj;

const openPanel = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  fireEvent.click(canvasElement.querySelector('.comments-toggle')!);
  await waitFor(() => {
    if (!canvasElement.querySelector('.comments-panel')) throw new Error('closed');
  });
};

/** Closed: the count only. */
export const Closed: Story = { render: () => <Comments /> };
/** Open: the list and the box to add one. */
export const Open: Story = { render: () => <Comments />, play: openPanel };
/** Adding an empty comment: "Please add comment". */
export const EmptyComment: Story = {
  render: () => <Comments list={[]} />,
  play: async (ctx) => {
    await openPanel(ctx);
    fireEvent.click(ctx.canvasElement.querySelector('.comment-form button')!);
    await waitFor(() => {
      if (!ctx.canvasElement.querySelector('.comments-panel .field-error')) throw new Error('no message');
    });
  },
};
/** Past 2,000 characters: the counter turns red and adding says by how much to shorten it. */
export const TooLong: Story = {
  render: () => <Comments list={[]} />,
  play: async (ctx) => {
    await openPanel(ctx);
    fireEvent.change(ctx.canvasElement.querySelector('textarea')!, { target: { value: 'अ'.repeat(2010) } });
    fireEvent.click(ctx.canvasElement.querySelector('.comment-form button')!);
    await waitFor(() => {
      if (!ctx.canvasElement.querySelector('.char-counter.over')) throw new Error('no counter');
      if (!ctx.canvasElement.querySelector('.comments-panel .field-error')) throw new Error('no message');
    });
  },
};
