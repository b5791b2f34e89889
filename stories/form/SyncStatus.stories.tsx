import type { Meta, StoryObj } from '@storybook/react-vite';
import { SyncStatus } from '../../web/form/SyncStatus';
import type { SyncSnapshot } from '../../web/form/answerSync';

const base: SyncSnapshot = { phase: 'saved', pending: 0, conflicts: [], error: null, details: [], savedAt: null };
const meta = { title: 'Form/Sync status', component: SyncStatus } satisfies Meta<typeof SyncStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnServer: Story = { args: { state: base } };
export const Unsaved: Story = { args: { state: { ...base, phase: 'unsaved', pending: 1 } } };
export const OnDevice: Story = { args: { state: { ...base, phase: 'device', pending: 2 } } };
export const Sending: Story = { args: { state: { ...base, phase: 'sending', pending: 2 } } };
export const Offline: Story = { args: { state: { ...base, phase: 'offline', pending: 3 } } };
export const Failed: Story = { args: { state: { ...base, phase: 'error', pending: 1, error: 'Error While saving data!!' } } };
