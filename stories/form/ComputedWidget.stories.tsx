import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { ComputedWidget } from '../../web/form/widgets';
import { loaded, withApi } from './storyKit';
import { QuestionStory, langOf } from './widgetStory';

const meta = { title: 'Form/Widgets/Computed percentage', component: ComputedWidget, decorators: [withApi([])], play: loaded('form.rjsf') } satisfies Meta;
export default meta;
type Story = StoryObj;

/** Present teachers ÷ teachers in position × 100, computed live by the engine's computePercentage. */
export const Live: Story = {
  render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q004', 'Q005', 'Q006']} formData={{ Q004: 12, Q005: 9 }} />,
  play: async ({ canvasElement }) => {
    await loaded('#root_Q005')({ canvasElement });
    fireEvent.change(canvasElement.querySelector('#root_Q005')!, { target: { value: '6' } });
    await waitFor(() => {
      if (canvasElement.querySelector('#root_Q006')?.textContent !== '50 %') throw new Error('not recomputed');
    });
  },
};
/** Inputs missing: a dash. */
export const Missing: Story = { render: (_a, { globals }) => <QuestionStory lang={langOf(globals)} ids={['Q004', 'Q005', 'Q006']} /> };
