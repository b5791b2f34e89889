import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionMissing } from '../../web/form/SectionMissing';

const meta = { title: 'Form/Missing evidence in a domain', component: SectionMissing } satisfies Meta<typeof SectionMissing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Save and next" stopped: mandatory evidence missing, each linked to its question. */
export const Missing: Story = { args: { questionids: ['Q001', 'Q014', 'Q022'] } };
