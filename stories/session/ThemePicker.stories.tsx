import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { applyTheme } from '../../web/app/theme';
import { ThemePicker } from '../../web/session/ThemePicker';

const meta = {
  title: 'Session/ThemePicker',
  component: ThemePicker,
} satisfies Meta<typeof ThemePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eleven palettes of spec §9, blue picked. */
export const Standard: Story = {
  beforeEach: () => {
    localStorage.removeItem('theme');
    applyTheme('blue', false);
  },
};

/** Picking a palette applies it to the page at once and keeps it on this device. */
export const PickPurple: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('input[value="whitePurple"]')!);
    await waitFor(() => {
      if (document.documentElement.dataset.theme !== 'whitePurple' || localStorage.getItem('theme') !== 'whitePurple') throw new Error('not applied');
    });
    // Leave the next story the standard palette.
    localStorage.removeItem('theme');
    applyTheme('blue', false);
  },
};
