import type { Meta, StoryObj } from '@storybook/react-vite';
import { DomainTabs } from '../../web/form/DomainTabs';
import { domains } from './fixtures';
import { withApi } from './storyKit';

const meta = { title: 'Form/Domain tabs', component: DomainTabs, decorators: [withApi([])] } satisfies Meta<typeof DomainTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** D1 open, D2 complete (green count). */
export const FirstDomain: Story = { args: { accrid: '1', domains, current: 'D1' } };
export const LastDomain: Story = { args: { accrid: '1', domains, current: 'D7' } };
