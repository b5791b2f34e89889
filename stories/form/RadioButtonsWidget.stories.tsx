import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioButtonsWidget } from '../../web/form/widgets';
import { loaded, withApi } from './storyKit';
import { QuestionStory, langOf } from './widgetStory';

const meta = { title: 'Form/Widgets/Radio buttons', component: RadioButtonsWidget, decorators: [withApi([])], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** A yes/no question, unanswered: large touch targets. */
export const YesNo: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q001']} /> };
/** A frequency band, answered (with "Clear answer"). */
export const Frequency: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q007']} formData={{ Q007: 'FQ2' }} /> };
/** Read-only, as after submission. */
export const ReadOnly: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q007']} formData={{ Q007: 'FQ3' }} readonly /> };
