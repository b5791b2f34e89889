import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserForm } from '../../web/admin/users/UserForm';
import { blocks, districts, roleRefs } from './fixtures';
import { formReady } from './formReady';
import { ok, withAdminApi } from './mockApi';
import { blockOfficer } from './scopedUsers';

const meta = {
  title: 'Admin/User form (scoped roles)',
  component: UserForm,
  // The block list comes from the reference API once a district is chosen.
  decorators: [withAdminApi([{ method: 'GET', path: /^\/v1\/reference\/districts\/\d+\/blocks$/, answer: () => ok(blocks) }])],
  args: { user: blockOfficer, roles: roleRefs, districts, busy: false, serverErrors: {}, failure: null, onSave: () => undefined, onCancel: () => undefined },
  play: formReady('user-form'),
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user of a custom block-level role: the district, then the block of that district. */
export const BlockOfficer: Story = { play: formReady('user-form', 'select[name="blockId"] option[value="1"]') };

/** The server refused a block-level user without a block: the message sits under the block. */
export const BlockMissing: Story = {
  args: {
    user: { ...blockOfficer, blockId: null, blockName: null },
    failure: 'Please select the block: this role works for one block',
    serverErrors: { blockId: 'Please select the block: this role works for one block' },
  },
};
