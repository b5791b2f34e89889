import type { Meta, StoryObj } from '@storybook/react-vite';
import SchoolFormScreen from '../../web/admin/schools/SchoolFormScreen';
import { referenceRoutes, schools } from './fixtures';
import { loaded, ok, withAdminApi } from './mockApi';

const meta = { title: 'Admin/School form screen', component: SchoolFormScreen } satisfies Meta<typeof SchoolFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a school: empty fields. */
export const Add: Story = {
  decorators: [withAdminApi(referenceRoutes, { url: '/forms/addnewschool' })],
  play: loaded('form'),
};

/** Editing a school (?schoolCode=): the stored values, district and block chosen. */
export const Edit: Story = {
  decorators: [
    withAdminApi([...referenceRoutes, { method: 'GET', path: /^\/v1\/school\/\d+$/, answer: (req) => ok(schools(req)[0]) }], { url: '/forms/addnewschool?schoolCode=06010100101' }),
  ],
  play: loaded('form'),
};
