import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchoolForm, schoolValues } from '../../web/admin/schools/SchoolForm';
import { referenceRoutes, schools } from './fixtures';
import { formReady } from './formReady';
import { withAdminApi } from './mockApi';

const en = { method: 'GET', path: '/', query: new URLSearchParams(), body: undefined, lang: 'en' } as const;

const meta = {
  title: 'Admin/School form',
  component: SchoolForm,
  decorators: [withAdminApi(referenceRoutes)],
  args: { initial: schoolValues(null), editing: false, busy: false, serverErrors: {}, failure: null, onSave: () => undefined },
} satisfies Meta<typeof SchoolForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewSchool: Story = { play: formReady('school-form', 'select[name="districtId"] option[value="1"]') };

/** The server refused the save: its field errors sit under each field. */
export const ServerErrors: Story = {
  args: {
    initial: { ...schoolValues(schools(en)[0]), mobile: '12345', udise: '0601' },
    editing: true,
    failure: 'Not a valid mobile number',
    serverErrors: { mobile: 'Not a valid mobile number', udise: 'UDISE number must be 11 digits' },
  },
  play: formReady('school-form', 'select[name="blockId"] option[value="1"]'),
};
