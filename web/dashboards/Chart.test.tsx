import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as en } from './locales/en/messages.po';
import { messages as hi } from './locales/hi/messages.po';
import { messages as coreEn } from '../locales/en/messages.po';
import { messages as coreHi } from '../locales/hi/messages.po';
import { Chart, canDrawCharts } from './Chart';

beforeAll(() => {
  i18n.load({ en: { ...coreEn, ...en }, hi: { ...coreHi, ...hi } });
  i18n.activate('en');
});
afterEach(() => {
  cleanup();
  i18n.activate('en');
});

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const base = { id: 'c', kind: 'bar' as const, title: 'Forms by status', categoryTitle: 'Status', valueTitle: 'Forms' };

describe('Chart', () => {
  it('shows the data as a table where no canvas can measure text (happy-dom)', () => {
    expect(canDrawCharts()).toBe(false);
    wrap(
      <Chart
        {...base}
        data={[
          { category: 'Report Card Generated', value: 3, display: '3' },
          { category: 'Other', value: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Forms by status' });
    expect(table.textContent).toContain('Report Card Generated3');
    expect(table.textContent).toContain('Other–');
    expect(screen.getByRole('region', { name: 'Forms by status' })).toBeTruthy();
  });

  it('pivots series into columns', () => {
    wrap(
      <Chart
        {...base}
        kind="grouped"
        data={[
          { category: 'D1', series: 'Self', value: 60, display: '60' },
          { category: 'D1', series: 'External', value: 40, display: '40' },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Self', 'External']);
  });

  it('says No data found! in Hindi when nothing came back', () => {
    i18n.activate('hi');
    wrap(<Chart {...base} data={[]} />);
    expect(screen.getByText('कोई डेटा नहीं मिला!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a placeholder while loading and the error with a retry', () => {
    const retry = vi.fn();
    const { rerender } = wrap(<Chart {...base} data={undefined} loading />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    rerender(
      <I18nProvider i18n={i18n}>
        <Chart {...base} data={undefined} error="Something went wrong" onRetry={retry} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('marks a chart that is fetching again as busy and keeps its data', () => {
    wrap(<Chart {...base} data={[{ category: 'A', value: 1, display: '1' }]} loading />);
    expect(screen.getByRole('region', { name: 'Forms by status' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
