import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupedObjectTemplate } from '../../web/form/templates';
import { answers, domainSchema, domainUiSchema } from './fixtures';
import { FormFrame } from './FormFrame';
import { loaded, withApi } from './storyKit';
import { langOf } from './widgetStory';

const meta = { title: 'Form/Templates/Subdomain sections', component: GroupedObjectTemplate, decorators: [withApi([])], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** The whole fixture domain grouped by subdomain, follow-up shown because its parent is Yes. */
export const Answered: Story = { render: (_a, { globals }) => <FormFrame schema={domainSchema(langOf(globals))} uiSchema={domainUiSchema(langOf(globals))} formData={answers} /> };
/** Unanswered: the follow-up stays hidden. */
export const Empty: Story = { render: (_a, { globals }) => <FormFrame schema={domainSchema(langOf(globals))} uiSchema={domainUiSchema(langOf(globals))} /> };
