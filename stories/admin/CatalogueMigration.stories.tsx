import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import { CycleMigration } from '../../web/admin/catalogue/CycleMigration';
import { ok, withAdminApi } from './mockApi';

const report = {
  cycleName: 'Accreditation 2026-27',
  from: 'v1',
  to: 'v3',
  forms: [
    { accrid: 11, schoolCode: '06010100101', schoolName: 'GSSS Ambala City', status: 1, kept: 118, dropped: ['Q226'], toAnswer: ['Q227'], evidenceKept: 40, evidenceDropped: 1 },
    { accrid: 12, schoolCode: '06010100102', schoolName: 'GMS Barara', status: 0, kept: 0, dropped: [], toAnswer: ['Q227'], evidenceKept: 0, evidenceDropped: 0 },
  ],
  totals: { forms: 2, kept: 118, dropped: 1, toAnswer: 2, evidenceDropped: 1 },
  window: { open: false, endsOn: '2027-03-31', mayMove: true },
};
const openWindow = (mayMove: boolean) => ({ ...report, window: { open: true, endsOn: '2027-03-31', mayMove } });

const meta = {
  title: 'Admin/Catalogue editor/Migration report',
  component: CycleMigration,
  args: { cycles: [{ value: '4', label: 'Accreditation 2026-27 (v1)' }], versions: [{ value: 'v3', label: 'v3' }], onMoved: () => undefined },
  decorators: [
    withAdminApi([
      { method: 'GET', path: /\/v1\/catalogue\/cycles\/4\/migration$/, answer: () => ok(report) },
      { method: 'GET', path: /\/v1\/catalogue\/cycles\/5\/migration$/, answer: () => ok(openWindow(true)) },
      { method: 'GET', path: /\/v1\/catalogue\/cycles\/6\/migration$/, answer: () => ok(openWindow(false)) },
    ]),
  ],
} satisfies Meta<typeof CycleMigration>;
export default meta;
type S = StoryObj<typeof meta>;
const showReport: S['play'] = async ({ canvasElement }) => {
  fireEvent.click(canvasElement.querySelector('button[type=submit]')!);
  await waitFor(() => {
    if (!canvasElement.querySelector('[data-testid=migration-report]')) throw new Error('no report yet');
  });
};

/** Before the report is asked for. */
export const Choose: S = {};

/** Per school: answers kept, dropped and to give again, and the evidence. */
export const Report: S = {
  play: async ({ canvasElement }) => {
    fireEvent.click(canvasElement.querySelector('button[type=submit]')!);
    await waitFor(() => {
      if (!canvasElement.querySelector('[data-testid=migration-report]')) throw new Error('no report yet');
    });
  },
};

/** Schools are still answering the cycle: an approving officer gives the reason to move it now. */
export const WindowOpenApprover: S = {
  args: { cycles: [{ value: '5', label: 'Accreditation 2026-27 (v1)' }] },
  play: showReport,
};

/** Schools are still answering the cycle: an officer who may not approve is told why it cannot move. */
export const WindowOpenNotApprover: S = {
  args: { cycles: [{ value: '6', label: 'Accreditation 2026-27 (v1)' }] },
  play: showReport,
};
