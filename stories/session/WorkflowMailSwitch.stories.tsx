import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { WorkflowMailSwitch } from '../../web/session/WorkflowMailSwitch';
import { headProfile } from './fixtures';
import { headSession, page, withSessionPage, type FakeRoute } from './mockSession';

const saves: FakeRoute[] = [{ method: 'POST', path: /^\/v1\/user\/profile$/, answer: (lang, body) => ({ value: { ...headProfile(lang), ...(body as object) } }) }];
const refuses: FakeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/user\/profile$/,
    answer: (lang) => ({ status: 500, errorCode: 'statusUpdateFailed', errorMessage: lang === 'hi' ? 'डेटा अद्यतन करते समय त्रुटि!!' : 'Error While updating data!!' }),
  },
];

const meta = {
  title: 'Session/WorkflowMailSwitch',
  component: WorkflowMailSwitch,
  decorators: [withSessionPage],
  parameters: page({ entry: '/user/UserProfile', routes: saves, session: headSession }),
  args: { profile: { ...headProfile('en'), workflowMails: true } },
} satisfies Meta<typeof WorkflowMailSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Workflow e-mails on (the default), with the address they go to. */
export const On: Story = {};

/** Switched off earlier. */
export const Off: Story = { args: { profile: { ...headProfile('en'), workflowMails: false } } };

/** No e-mail address in the profile: the switch says one is needed. */
export const NoAddress: Story = { args: { profile: { ...headProfile('en'), email: null } } };

/** Flipping the switch saves at once and says so. */
export const SwitchOff: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('#workflow-mails')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('.alert-success')) throw new Error('not saved yet');
      if ((canvasElement.querySelector('#workflow-mails') as HTMLInputElement).checked) throw new Error('still on');
    });
  },
};

/** The server refuses: the switch goes back and the error shows. */
export const SaveFails: Story = {
  parameters: page({ entry: '/user/UserProfile', routes: refuses, session: headSession }),
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('#workflow-mails')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="alert"]')) throw new Error('no error yet');
      if (!(canvasElement.querySelector('#workflow-mails') as HTMLInputElement).checked) throw new Error('not back on');
    });
  },
};
