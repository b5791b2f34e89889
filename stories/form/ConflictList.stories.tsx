import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConflictList } from '../../web/form/ConflictList';
import { allProperties } from '../../web/form/changedAnswers';
import { domainSchema } from './fixtures';
import { langOf } from './widgetStory';

const meta = { title: 'Form/Conflicts', component: ConflictList } satisfies Meta<typeof ConflictList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two answers changed on the server while this device was offline. */
export const TwoConflicts: Story = {
  args: { conflicts: [], properties: {}, onKeepMine: () => undefined, onTakeTheirs: () => undefined },
  render: (args, { globals }) => (
    <ConflictList
      {...args}
      properties={allProperties(domainSchema(langOf(globals)))}
      conflicts={[
        { questionid: 'Q001', domainId: 'D1', mine: 'YN2', theirs: 'YN1', theirsAt: '2026-11-21T09:00:00Z' },
        { questionid: 'Q004', domainId: 'D1', mine: 14, theirs: null, theirsAt: null },
      ]}
    />
  ),
};
