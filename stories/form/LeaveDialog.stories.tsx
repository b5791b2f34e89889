import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeaveDialog } from '../../web/form/LeaveDialog';

const meta = { title: 'Form/Leave with unsaved answers', component: LeaveDialog } satisfies Meta<typeof LeaveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tab switch with answers not yet on the server. */
export const Open: Story = { args: { open: true, busy: false, onStay: () => undefined, onDiscard: () => undefined, onSave: () => undefined } };
/** While saving. */
export const Saving: Story = { args: { open: true, busy: true, onStay: () => undefined, onDiscard: () => undefined, onSave: () => undefined } };
