import type { Meta, StoryObj } from '@storybook/react-vite';
import { OutboxList } from '../../web/form/outbox/OutboxList';
import type { OutboxItem } from '../../web/form/outbox/outboxTypes';

const base = { user: 'head', accrid: '1', questionid: 'Q001', createdAt: 0, progress: 0, error: null, stored: true };
const file = (id: string, name: string): OutboxItem['payload'] => ({ kind: 'file', fileName: name, blob: new Blob(['%PDF-1.4 '.repeat(300)], { type: 'application/pdf' }) });
const items: OutboxItem[] = [
  { ...base, id: '1', state: 'sending', progress: 0.45, payload: file('1', 'sdp-2022-23.pdf') },
  { ...base, id: '2', state: 'queued', payload: file('2', 'smc-minutes-photo.jpg') },
  { ...base, id: '3', state: 'waiting', payload: { kind: 'comment', comment: 'The register is with the SMC secretary; a photograph will follow.' } },
  { ...base, id: '4', state: 'queued', stored: false, payload: { kind: 'comment', comment: 'Saved just now' } },
  { ...base, id: '5', state: 'refused', error: 'This form cannot be changed now', payload: file('5', 'late-upload.pdf') },
];

const meta = { title: 'Form/Outbox (waiting to be sent)', component: OutboxList } satisfies Meta<typeof OutboxList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state an item can be in: uploading with progress, kept on the device, waiting for the connection, still being saved, refused. */
export const EveryState: Story = { args: { items, onRemove: () => undefined } };
/** A comment with a long unbroken word wraps inside its box. */
export const LongWord: Story = {
  args: { items: [{ ...base, id: '6', state: 'waiting', payload: { kind: 'comment', comment: 'https://'.concat('x'.repeat(180)) } }], onRemove: () => undefined },
};
