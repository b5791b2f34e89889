import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import SignUp from '../../web/session/pages/SignUp';
import { page, withSessionPage } from './mockSession';

const meta = { title: 'Session/Sign-up, step 1 (school)', component: SignUp, decorators: [withSessionPage], parameters: page({ entry: '/session/signup' }) } satisfies Meta<
  typeof SignUp
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** UDISE number and the head's name. */
export const Empty: Story = {};

/** Sent without a valid UDISE number or a name. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.change(canvasElement.querySelector('#udise')!, { target: { value: '0601' } });
    fireEvent.submit(canvasElement.querySelector('form')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('#udise-error')) throw new Error('no error yet');
    });
  },
};
