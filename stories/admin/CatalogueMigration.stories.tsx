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
};

const meta = {
  title: 'Admin/Catalogue editor/Migration report',
  component: CycleMigration,
  args: { cycles: [{ value: '4', label: 'Accreditation 2026-27 (v1)' }], versions: [{ value: 'v3', label: 'v3' }], onMoved: () => undefined },
  decorators: [withAdminApi([{ method: 'GET', path: /\/v1\/catalogue\/cycles\/4\/migration$/, answer: () => ok(report) }])],
} satisfies Meta<typeof CycleMigration>;
export default meta;
type S = StoryObj<typeof meta>;

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
