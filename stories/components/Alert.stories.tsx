import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../../web/components/Alert';

const meta = { title: 'Components/Alert', component: Alert } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { kind: 'success', children: 'Data saved successfully' } };
export const Error: Story = { args: { kind: 'error', children: 'Error While saving data!!', onClose: () => undefined } };
export const Info: Story = { args: { kind: 'info', children: 'डेटा सफलतापूर्वक सहेजा गया' } };
