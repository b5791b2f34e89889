import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeadFormSwitcher } from '../../web/form/HeadFormSwitcher';
import { withApi } from './storyKit';

const base = {
  schoolCode: '06010100101',
  schoolName: 'Government Senior Secondary School, Mullana',
  districtName: 'Ambala',
  blockName: 'Ambala-I',
  total: 226,
  score: null,
  grade: null,
};
const forms = [
  { ...base, accrid: 31, cycleid: 3, cycleName: '2027-28', status: 1, statusLabel: 'School Head Initiated', attempted: 0 },
  { ...base, accrid: 21, cycleid: 2, cycleName: '2026-27', status: 2, statusLabel: 'Self / External In Progress', attempted: 120 },
  { ...base, accrid: 11, cycleid: 1, cycleName: '2025-26', status: 9, statusLabel: 'Report Card Generated', attempted: 226 },
];

const meta = { title: 'Form/Head form switcher', component: HeadFormSwitcher, decorators: [withApi([])] } satisfies Meta<typeof HeadFormSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two cycles open and one approved: the newest is shown, the other open one says it takes answers. */
export const TwoOpenCycles: Story = {
  args: { forms, current: 31 },
  play: ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="page"]')?.getAttribute('href');
    if (current !== '/dashboard/accreditationhm?accrid=31') throw new Error(`current is ${current}`);
    if (canvasElement.querySelectorAll('.head-form-open').length !== 1) throw new Error('the other open form is not marked');
  },
};
