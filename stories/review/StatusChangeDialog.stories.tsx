import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { StatusChangeDialog, type NextStatus } from '../../web/review/StatusChangeDialog';
import { reasons } from '../form/fixtures';
import { dqaSession, ok, withApi } from '../form/storyKit';

const api = withApi([{ method: 'GET', path: /reject\/reason\/list$/, answer: () => ok(reasons) }], { session: dqaSession });
const meta = { title: 'Review/Status update', component: StatusChangeDialog, decorators: [api] } satisfies Meta<typeof StatusChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const args = {
  accrid: 1,
  schoolName: 'Government Senior Secondary School, Mullana',
  current: { code: 3, label: 'Submit To District Quality Assurance' } satisfies NextStatus,
  next: [
    { code: 2, label: 'Self / External In Progress' },
    { code: 4, label: 'District Quality Assurance In Progress' },
    { code: 5, label: 'Submit To State Quality Assurance' },
  ] satisfies NextStatus[],
  onClose: () => undefined,
  onDone: () => undefined,
};

/** The dropdown of the current and next statuses, and the comment. */
export const Open: Story = { args };
/** Nothing chosen: "Please select status" and "Please add comment". */
export const Required: Story = {
  args,
  play: async () => {
    fireEvent.click(document.querySelector('dialog .dialog-actions .btn-primary')!);
    await waitFor(() => {
      if (document.querySelectorAll('dialog .field-error').length < 2) throw new Error('no messages');
    });
  },
};
/** Back to the school: a reason from the list is needed. */
export const BackToSchool: Story = {
  args,
  play: async () => {
    fireEvent.change(document.querySelector('dialog select')!, { target: { value: '2' } });
    await waitFor(() => {
      if (document.querySelectorAll('dialog select').length < 2) throw new Error('no reason list');
    });
  },
};
/** No next status for this caller. */
export const NothingNext: Story = { args: { ...args, next: [] } };
