import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '../../web/components/ProgressBar';

const meta = { title: 'Components/ProgressBar', component: ProgressBar } satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: 0, max: 28, label: 'D1' } };
export const Half: Story = { args: { value: 14, max: 28, label: 'D1' } };
export const Complete: Story = { args: { value: 28, max: 28, label: 'D1' } };
/** Work of unknown length (a bulk move on the server). */
export const Running: Story = { args: { label: 'Moving 12 forms…' } };
