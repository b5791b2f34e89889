import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/react';
import ExportPage from '../../web/dashboards/export/ExportPage';
import { ExportStatus } from '../../web/dashboards/export/ExportStatus';
import { withExportApi } from './mockExportApi';

const meta = { title: 'Dashboards/Export', component: ExportPage } satisfies Meta<typeof ExportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks Export once the cycles are in, then waits for `selector` to appear. */
function exportUntil(selector: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const button = await waitFor(() => {
      const b = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!b || b.disabled || !canvasElement.querySelector('#export-cycle option')) throw new Error('not ready');
      return b;
    });
    fireEvent.click(button);
    await waitFor(() => {
      if (!canvasElement.querySelector(selector)) throw new Error(`${selector} not shown yet`);
    });
  };
}

/** The SQA or the department: every district to choose from, the current cycle chosen. */
export const StateWide: Story = { decorators: [withExportApi()] };

/** A DQA: their district fixed, the blocks of it offered. */
export const District: Story = { decorators: [withExportApi({ scope: 'district' })] };

/** On its way: the CSV's schools counted against the total, with Cancel. */
export const InProgress: Story = { decorators: [withExportApi({ scope: 'district', export: 'endless' })], play: exportUntil('[data-testid="export-progress"]') };

/** Nothing in the chosen filters: no empty file, a message instead. */
export const NothingToExport: Story = { decorators: [withExportApi({ export: 'empty' })], play: exportUntil('[data-testid="export-empty"]') };

/** The server refuses (say, a district outside the user's reach): its message is shown. */
export const Refused: Story = { decorators: [withExportApi({ export: 'forbidden' })], play: exportUntil('.alert-error') };

/** A workbook arrives compressed: a running bar and the bytes so far. */
export const XlsxInProgress: Story = {
  render: () => <ExportStatus state={{ kind: 'running', format: 'xlsx', progress: { rows: 0, bytes: 3_400_000, total: 25_000 } }} onCancel={() => undefined} />,
};

/** Saved. */
export const Saved: Story = { render: () => <ExportStatus state={{ kind: 'done', rows: 1250, fileName: 'export-2026-27-d1.xlsx' }} onCancel={() => undefined} /> };

/** The user cancelled. */
export const Cancelled: Story = { render: () => <ExportStatus state={{ kind: 'cancelled' }} onCancel={() => undefined} /> };
