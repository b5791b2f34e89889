import type { Meta, StoryObj } from '@storybook/react-vite';
import { SyncStatus } from '../../web/form/SyncStatus';
import type { SyncStatusView } from '../../web/form/answerSync';

const base: SyncStatusView = { phase: 'saved', conflicts: 0, error: null };
const meta = { title: 'Form/Sync status', component: SyncStatus } satisfies Meta<typeof SyncStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnServer: Story = { args: { state: base } };
export const SavingOnDevice: Story = { args: { state: { ...base, phase: 'unsaved' } } };
export const OnDevice: Story = { args: { state: { ...base, phase: 'device' } } };
export const OnDeviceWithConflicts: Story = { args: { state: { ...base, phase: 'device', conflicts: 1 } } };
export const Sending: Story = { args: { state: { ...base, phase: 'sending' } } };
export const Offline: Story = { args: { state: { ...base, phase: 'offline' } } };
export const StoreFailed: Story = { args: { state: { ...base, phase: 'storeFailed' } } };
export const Failed: Story = { args: { state: { ...base, phase: 'error', error: 'Error While saving data!!' } } };
