import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportExplained } from '../../web/report/ReportExplained';
import { langOf, report } from './fixtures';

const fmt = (n: number) => n.toFixed(1);
const meta = { title: 'Report/Explained (critical questions, priorities, grade scale)', component: ReportExplained } satisfies Meta<typeof ReportExplained>;
export default meta;
type Story = StoryObj;

/** A failed critical question held the grade at B; the priorities, the Not Applicable questions and the scale follow. */
export const CappedByCriticalQuestion: Story = { render: (_a, { globals }) => <ReportExplained report={report(langOf(globals), true)} fmt={fmt} /> };
/** Every critical question met: no notice. */
export const AllCriticalMet: Story = { render: (_a, { globals }) => <ReportExplained report={report(langOf(globals), false)} fmt={fmt} /> };
