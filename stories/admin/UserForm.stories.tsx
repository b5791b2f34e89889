import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserForm } from '../../web/admin/users/UserForm';
import { districts, roleRefs, users } from './fixtures';
import { formReady } from './formReady';
import { withRouter } from './mockApi';

const en = { method: 'GET', path: '/', query: new URLSearchParams(), body: undefined, lang: 'en' } as const;

const meta = {
  title: 'Admin/User form',
  component: UserForm,
  decorators: [withRouter],
  args: { user: null, roles: roleRefs, districts, busy: false, serverErrors: {}, failure: null, onSave: () => undefined, onCancel: () => undefined },
  play: formReady('user-form'),
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewUser: Story = {};

/** ERR20: the login name is taken; the message sits under the login name. */
export const DuplicateLoginName: Story = {
  args: { failure: 'Login name already exists!!', serverErrors: { loginId: 'Login name already exists!!' } },
};

/** A DQA being edited: the district field shows. */
export const EditDqa: Story = { args: { user: users(en)[1] } };

/** A school head being edited: the school picker and the masked Aadhaar. */
export const EditSchoolHead: Story = { args: { user: users(en)[2] } };
