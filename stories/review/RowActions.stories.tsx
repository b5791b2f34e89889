import type { Meta, StoryObj } from '@storybook/react-vite';
import { RowActions } from '../../web/review/RowActions';
import { dqaSession, withApi } from '../form/storyKit';

const item = {
  accrid: 1,
  schoolCode: '06010100101',
  schoolName: 'Government Senior Secondary School, Mullana',
  status: 3,
  statusLabel: 'Submit To District Quality Assurance',
  cycleid: 1,
  cycleName: '2026-27',
  districtName: 'Ambala',
  blockName: 'Ambala-I',
  attempted: 226,
  total: 226,
  score: null,
  grade: null,
};
const meta = { title: 'Review/Row actions', component: RowActions, decorators: [withApi([], { session: dqaSession })] } satisfies Meta<typeof RowActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A DQA on a submitted form: open, submit to SQA, reject, history. */
export const AtMyLevel: Story = { args: { item, privileges: new Set([42, 45]), onOpen: () => undefined } };
/** A form at another level: open and history only. */
export const Elsewhere: Story = { args: { item: { ...item, status: 6, statusLabel: 'State Quality Assurance In Progress' }, privileges: new Set([42]), onOpen: () => undefined } };
/** Approved: the report card. */
export const Approved: Story = { args: { item: { ...item, status: 9, statusLabel: 'Report Card Generated' }, privileges: new Set([44]), onOpen: () => undefined } };
/** A school head's form still being answered (a role that also sees the list): Open goes to their own page, where they answer it. */
export const HeadAnswering: Story = {
  args: { item: { ...item, status: 2, statusLabel: 'Self / External In Progress' }, privileges: new Set([7, 40]), onOpen: () => undefined },
  play: ({ canvasElement }) => {
    const href = canvasElement.querySelector('a')?.getAttribute('href');
    if (href !== '/dashboard/accreditationhm?accrid=1') throw new Error(`Open leads to ${href}`);
  },
};
/** The same head once the form is submitted: Open shows it read-only, as to anyone. */
export const HeadSubmitted: Story = {
  args: { item, privileges: new Set([7, 40]), onOpen: () => undefined },
  play: ({ canvasElement }) => {
    const href = canvasElement.querySelector('a')?.getAttribute('href');
    if (href !== '/dashboard/accreditation?accrid=1&domain=D1') throw new Error(`Open leads to ${href}`);
  },
};
