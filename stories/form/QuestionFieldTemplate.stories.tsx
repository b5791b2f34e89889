import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionFieldTemplate } from '../../web/form/templates';
import { documents, comments, reviews } from './fixtures';
import { ok, withApi, loaded } from './storyKit';
import { QuestionStory, langOf } from './widgetStory';

const api = withApi([
  { method: 'POST', path: /\/question\/Q001\/documents$/, answer: () => ok(documents) },
  { method: 'POST', path: /\/documents$/, answer: () => ok([]) },
]);

const meta = { title: 'Form/Templates/Question', component: QuestionFieldTemplate, decorators: [api], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Code, title, help, required mark and evidence badges (no form around it). */
export const Plain: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q001', 'Q007']} required={['Q001']} /> };
/** A required question left empty, after validation. */
export const WithError: Story = {
  render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q001']} required={['Q001']} liveValidate formData={{ Q007: 'FQ1' }} />,
};
/** With evidence and comments under it, as the head sees it. */
export const WithExtras: Story = {
  render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q001', 'Q007']} formData={{ Q001: 'YN1' }} extras comments={comments} reviews={reviews} />,
  play: loaded('.evidence-list'),
};
