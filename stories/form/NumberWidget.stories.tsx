import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { NumberWidget } from '../../web/form/widgets';
import { loaded, withApi } from './storyKit';
import { QuestionStory, langOf } from './widgetStory';

const meta = { title: 'Form/Widgets/Number', component: NumberWidget, decorators: [withApi([])], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** A count, with the phone's number keypad. */
export const Count: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q004']} formData={{ Q004: 12 }} /> };
/** A percentage, with its % sign. */
export const Percentage: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q008']} formData={{ Q008: 82.5 }} /> };
/** Letters typed into a count: a message, and nothing sent. */
export const NotANumber: Story = {
  render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q004']} />,
  play: async ({ canvasElement }) => {
    await loaded('#root_Q004')({ canvasElement });
    const input = canvasElement.querySelector<HTMLInputElement>('#root_Q004')!;
    fireEvent.change(input, { target: { value: '12a' } });
    await waitFor(() => {
      if (!canvasElement.querySelector('.number-field .field-error')) throw new Error('no message');
    });
  },
};
