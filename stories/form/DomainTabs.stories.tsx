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
/** D2 all answered but a file and a reason still missing: not green, flagged "!"; D3 done with an optional question blank. */
export const AnsweredButMissing: Story = {
  args: {
    accrid: '1',
    current: 'D1',
    domains: domains.map((d) =>
      d.domainId === 'D2'
        ? { ...d, missing: { answers: 0, evidence: 1, reasons: 1 } }
        : d.domainId === 'D3'
          ? { ...d, attempted: d.total - 1, missing: { answers: 0, evidence: 0, reasons: 0 } }
          : { ...d, missing: { answers: d.total - d.attempted, evidence: 0, reasons: 0 } },
    ),
  },
};
