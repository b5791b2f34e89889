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

const school = { method: 'GET' as const, path: /^\/v1\/school\/\d+$/, answer: (req: Parameters<typeof schools>[0]) => ok(schools(req)[0]) };

/** Editing a school (?schoolCode=): the stored values, district and block chosen; no change recorded yet. */
export const Edit: Story = {
  decorators: [withAdminApi([...referenceRoutes, school, { method: 'GET', path: /\/changes$/, answer: () => ok([]) }], { url: '/forms/addnewschool?schoolCode=06010100101' })],
  play: loaded('.school-changes p.muted'),
};

/** The changes to a school: who, when, each field before and after, district and block named in the reader's language. */
export const WithChanges: Story = {
  decorators: [
    withAdminApi(
      [
        ...referenceRoutes,
        school,
        {
          method: 'GET',
          path: /\/changes$/,
          answer: (req) => {
            const hi = req.lang === 'hi';
            return ok([
              {
                at: '2026-11-24T09:30:00Z',
                action: 'updated',
                user: { name: 'Vikram Singh', role: hi ? 'विभाग' : 'Department' },
                changes: [
                  { field: 'name', before: 'GMS Kurali', after: 'GMS Kurali (Barara)' },
                  { field: 'districtId', before: hi ? 'करनाल' : 'Karnal', after: hi ? 'अंबाला' : 'Ambala' },
                  { field: 'management', before: 'stateGovernment', after: 'nonGovernmentAided' },
                  { field: 'active', before: false, after: true },
                ],
              },
              {
                at: '2026-04-02T06:00:00Z',
                action: 'created',
                user: { name: 'Asha Rani', role: hi ? 'प्रशासक' : 'Administrator' },
                changes: [
                  { field: 'udise', before: null, after: '06010100101' },
                  { field: 'name', before: null, after: 'GMS Kurali' },
                ],
              },
            ]);
          },
        },
      ],
      { url: '/forms/addnewschool?schoolCode=06010100101' },
    ),
  ],
  play: loaded('.change-table'),
};
