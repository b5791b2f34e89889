import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalAnswer, SelfAnswer } from '../../web/review/SelfAnswer';
import { domainSchema } from '../form/fixtures';
import { langOf } from '../form/widgetStory';

const meta = { title: 'Review/School answer beside the external one', component: SelfAnswer } satisfies Meta;
export default meta;
type Story = StoryObj;

const prop = (lang: 'en' | 'hi', q: string) => (domainSchema(lang).properties as Record<string, object>)[q];
export const Choice: Story = {
  render: (_a, { globals }) => <SelfAnswer info={{ questionid: 'Q007', evidence: 'optional', schema: prop(langOf(globals), 'Q007'), value: undefined }} value="FQ2" />,
};
export const Count: Story = {
  render: (_a, { globals }) => <SelfAnswer info={{ questionid: 'Q004', evidence: 'none', schema: prop(langOf(globals), 'Q004'), value: undefined }} value={12} />,
};
export const NoAnswer: Story = {
  render: (_a, { globals }) => <SelfAnswer info={{ questionid: 'Q001', evidence: 'mandatory', schema: prop(langOf(globals), 'Q001'), value: undefined }} value={undefined} />,
};
/** What SQA and the department see under the school's answer once the external evaluation has answers. */
export const External: Story = {
  render: (_a, { globals }) => <ExternalAnswer info={{ questionid: 'Q007', evidence: 'optional', schema: prop(langOf(globals), 'Q007'), value: undefined }} value="FQ1" />,
};
