import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchoolPicker } from '../../web/admin/components/SchoolPicker';
import { paged, schools } from './fixtures';
import { ok, withAdminApi } from './mockApi';

const meta = {
  title: 'Admin/School picker',
  component: SchoolPicker,
  decorators: [withAdminApi([{ method: 'POST', path: /^\/v1\/school\/master\/list$/, answer: (req) => ok(paged(schools(req))) }])],
  args: { value: '', currentName: null, onChange: () => undefined, required: true },
} satisfies Meta<typeof SchoolPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

/** A school chosen, and the server's error for the field. */
export const ChosenWithError: Story = {
  args: { value: '06010100101', currentName: 'Government Senior Secondary School, Mullana', error: 'The school does not belong to the selected district' },
};
