import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordConflictNotice } from '../../web/components/RecordConflictNotice';
import { withApi } from '../form/storyKit';

const noop = () => undefined;

// withApi for the language context: the time is written in the page's language.
const meta = {
  title: 'Components/Record conflict notice',
  component: RecordConflictNotice,
  decorators: [withApi([])],
  args: { conflict: { by: 'Vikram Singh', at: '2026-11-21T10:15:00Z' }, onKeepMine: noop, onLoadTheirs: noop },
} satisfies Meta<typeof RecordConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone named changed the record after it was opened: save mine over it, or load theirs. */
export const ChangedByName: Story = {};
/** The change has no name to show (the server did not say who). */
export const ChangedBySomeone: Story = { args: { conflict: { by: null, at: '2026-11-21T10:15:00Z' } } };
/** The record is gone: nothing to save over and no "theirs", only reloading what is there now. */
export const Removed: Story = { args: { conflict: { by: null, at: null } } };
/** While one of the two choices is being carried out, both buttons wait. */
export const Busy: Story = { args: { busy: true } };
