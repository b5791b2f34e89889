import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxTilesWidget } from '../../web/form/widgets';
import { loaded, withApi } from './storyKit';
import { QuestionStory, langOf } from './widgetStory';

const meta = { title: 'Form/Widgets/Checkbox tiles', component: CheckboxTilesWidget, decorators: [withApi([])], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Multiple choice with two ticks. */
export const Ticked: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q002']} formData={{ Q002: ['SDP2_1', 'SDP2_3'] }} /> };
/** Nothing ticked yet. */
export const Empty: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q002']} /> };
