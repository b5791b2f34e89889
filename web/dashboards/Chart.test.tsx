import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as en } from './locales/en/messages.po';
import { messages as hi } from './locales/hi/messages.po';
import { messages as coreEn } from '../locales/en/messages.po';
import { messages as coreHi } from '../locales/hi/messages.po';
import { Chart, canDrawCharts } from './Chart';
import { ChartGrid, HOLD_MS } from './ChartGrid';

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

  it('keeps the room of its download button, note and hint while its rows come, so the chart moves nothing when they do', () => {
    const drill = { drillHref: () => '/dashboard/schools', onDrill: () => undefined };
    const card = () => screen.getByRole('region', { name: 'Forms by status' });
    const { rerender } = wrap(<Chart {...base} {...drill} note="Overall score: …" data={undefined} loading />);
    const waiting = {
      download: screen.getByRole('button', { name: 'Download' }),
      hint: card().querySelector('.chart-hint')?.textContent,
      note: card().querySelector('.chart-note')?.textContent,
    };
    expect(waiting.download).toHaveProperty('disabled', true);
    expect(waiting.hint).toBe('Select a number to see the schools behind it.');
    expect(waiting.note).toBe('Overall score: …');
    rerender(
      <I18nProvider i18n={i18n}>
        <Chart {...base} {...drill} note="Overall score: 61.2" data={[{ category: 'A', value: 1, display: '1', drill: { status: 7 } }]} />
      </I18nProvider>,
    );
    expect(card().querySelector('.chart-hint')?.textContent).toBe(waiting.hint);
    expect(card().querySelector('.chart-note')?.textContent).toBe('Overall score: 61.2');
    expect(screen.getByText('Download').closest('summary')).toBeTruthy();
  });
});

describe('ChartGrid', () => {
  const chart = (id: string, data: { category: string; value: number }[] | undefined, error: string | null = null) => (
    <Chart {...base} key={id} id={id} title={id} data={data} error={error} />
  );
  const shown = () => screen.getAllByRole('region').map((r) => r.getAttribute('data-chart'));
  const rows = [{ category: 'A', value: 1 }];

  it('shows the cards in order as their rows come: up to the first still waiting, whatever comes after it', () => {
    const grid = (a: typeof rows | undefined, b: typeof rows | undefined, c: typeof rows | undefined, error: string | null = null) => (
      <I18nProvider i18n={i18n}>
        <ChartGrid>
          {chart('a', a)}
          {chart('b', b, error)}
          {chart('c', c)}
        </ChartGrid>
      </I18nProvider>
    );
    const { rerender, container } = render(grid(undefined, rows, rows));
    expect(shown()).toEqual(['a']);
    expect(container.querySelector('.chart-grid')?.getAttribute('aria-busy')).toBe('true');
    rerender(grid(rows, undefined, rows));
    expect(shown()).toEqual(['a', 'b']);
    // A card that failed holds no one back: its error and retry take a fixed room.
    rerender(grid(rows, undefined, undefined, 'Something went wrong'));
    expect(shown()).toEqual(['a', 'b', 'c']);
    rerender(grid(rows, rows, rows));
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(container.querySelector('.chart-grid')?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows every card once a call has kept the others waiting too long', () => {
    vi.useFakeTimers();
    try {
      render(
        <I18nProvider i18n={i18n}>
          <ChartGrid>
            {chart('a', undefined)}
            {chart('b', rows)}
          </ChartGrid>
        </I18nProvider>,
      );
      act(() => vi.advanceTimersByTime(HOLD_MS - 1));
      expect(shown()).toEqual(['a']);
      act(() => vi.advanceTimersByTime(1));
      expect(shown()).toEqual(['a', 'b']);
    } finally {
      vi.useRealTimers();
    }
  });
});
