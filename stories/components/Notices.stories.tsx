import type { Meta, StoryObj } from '@storybook/react-vite';
import { MissingList } from '../../web/components/MissingList';
import { MissingSummary } from '../../web/form/MissingSummary';
import { RejectBox } from '../../web/components/RejectBox';
import { ReviewSummary } from '../../web/components/ReviewSummary';
import { Empty, Loading } from '../../web/components/Loading';
import { reviews } from '../form/fixtures';
import { withApi } from '../form/storyKit';

const meta = { title: 'Components/Notices', component: MissingList, decorators: [withApi([])] } satisfies Meta;
export default meta;
type Story = StoryObj;

/** What stops a submission: answers and evidence, each linked to its question. */
export const Missing: Story = {
  render: () => (
    <MissingList
      accrid={1}
      answers={[{ questionid: 'Q014', domainId: 'D1' }]}
      evidence={[
        { questionid: 'Q001', domainId: 'D1' },
        { questionid: 'Q131', domainId: 'D5' },
      ]}
      other={[]}
      domainName={(id) => ({ D1: 'School Leadership and Management', D5: 'Health and Safety' })[id] ?? id}
    />
  ),
};
/** A form far from done: each domain names its first questions and how many more, and "Not Applicable" answers without a reason. */
export const MissingManyAndReasons: Story = {
  render: () => (
    <MissingList
      accrid={1}
      answers={Array.from({ length: 12 }, (_, i) => ({ questionid: `Q0${String(i + 10)}`, domainId: 'D1' }))}
      evidence={[]}
      reasons={[{ questionid: 'Q028', domainId: 'D1' }]}
      other={[]}
      domainName={(id) => ({ D1: 'School Leadership and Management' })[id] ?? id}
    />
  ),
};
/** What the home page and the submit card say is still missing, counted as the submit counts. */
export const StillMissing: Story = { render: () => <MissingSummary missing={{ answers: 1, evidence: 3, reasons: 2 }} /> };
/** A form sent back: the reason, the comment, who. */
export const Rejected: Story = {
  render: () => (
    <RejectBox
      reject={{
        reason: 'Evidence missing or unclear',
        comment: 'Attach the signed plan.',
        by: 'DQA',
        byName: 'Rakesh Verma',
        byRole: 'District Quality Assurance (DQA)',
        date: '2026-11-21T10:30:00Z',
      }}
    />
  ),
};
/** The reviewer's remarks on questions, linked. */
export const Remarks: Story = { render: () => <ReviewSummary accrid={1} reviews={reviews} domainOf={() => 'D1'} /> };
export const LoadingState: Story = { render: () => <Loading /> };
export const EmptyState: Story = { render: () => <Empty /> };
