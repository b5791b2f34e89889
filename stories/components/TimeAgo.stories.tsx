import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeAgo } from '../../web/components/TimeAgo';

const now = Date.parse('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

function Ages() {
  return (
    <ul>
      {[42_000, 5 * 60_000, 3 * 3600_000, 6 * 86400_000, 65 * 86400_000, 800 * 86400_000].map((ms) => (
        <li key={ms}>
          <TimeAgo iso={before(ms)} now={now} />
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Components/TimeAgo', component: TimeAgo } satisfies Meta<typeof TimeAgo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9's units: sec, min, h, d, mon, y; the full date on hover. */
export const EveryUnit: Story = { args: { iso: before(0), now }, render: () => <Ages /> };
