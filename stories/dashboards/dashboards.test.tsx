// The dashboard pages through their stories (fake API, happy-dom: charts as tables).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './Dashboards.stories';

setProjectAnnotations(preview);

afterEach(() => cleanup());

const en = composeStories(stories, { initialGlobals: { lang: 'en' } });
const hi = composeStories(stories, { initialGlobals: { lang: 'hi' } });

async function show(Story: (typeof en)[keyof typeof en]) {
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container });
  return container;
}

const chart = (container: HTMLElement, id: string) => container.querySelector(`[data-chart="${id}"]`) as HTMLElement;

describe('progress dashboard', () => {
  it('lets a state-level user pick any district and shows every district', async () => {
    const c = await show(en.Progress);
    expect(screen.getByLabelText('District')).toBeTruthy();
    expect(screen.queryByLabelText('Block')).toBeNull();
    const districts = within(chart(c, 'district-status'))
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(districts).toEqual(['Ambala', 'Hisar', 'Karnal', 'Panchkula', 'Rohtak']);
  });

  it('says how far behind the figures may be while changes wait to be counted, and nothing when none wait', async () => {
    await show(en.ProgressBehind);
    expect((await screen.findByRole('status')).textContent).toBe('Figures may be up to 7 seconds behind: the latest changes are still being counted.');
    cleanup();
    await show(hi.ProgressBehind);
    expect((await screen.findByRole('status')).textContent).toBe('आँकड़े 7 सेकंड तक पीछे हो सकते हैं: नवीनतम परिवर्तनों की गणना अभी जारी है।');
    cleanup();
    const c = await show(en.Progress);
    expect(c.querySelector('.dash-freshness')).toBeNull();
  });

  it('drops the note and asks the charts again once the changes are counted, without a reload', async () => {
    const c = await show(en.ProgressCatchingUp);
    // The page draws once its filters and this note are known (before, only "Loading…", itself a status).
    await waitFor(() => expect(c.querySelector('.dash-freshness')?.textContent).toContain('7 seconds behind'));
    const inner = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return inner(input, init);
    }) as typeof fetch;
    await waitFor(() => expect(c.querySelector('.dash-freshness')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(asked.some((u) => u.includes('/v1/dashboard/progress/district/status'))).toBe(true));
  }, 15_000);

  it('hides the district filter from a DQA, who filters by the blocks of their district', async () => {
    await show(en.ProgressDistrict);
    expect(screen.queryByLabelText('District')).toBeNull();
    const block = (await screen.findByLabelText('Block')) as HTMLSelectElement;
    await waitFor(() => expect(block.options.length).toBe(4));
  });

  it('fetches every chart again when a filter changes', async () => {
    const c = await show(en.Progress);
    fireEvent.change(screen.getByLabelText('District'), { target: { value: '2' } });
    await waitFor(() =>
      expect(
        within(chart(c, 'district-status'))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Karnal']),
    );
    await waitFor(() =>
      expect(
        within(chart(c, 'district-scores'))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Karnal']),
    );
    expect(screen.getByLabelText('Block')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '9' } });
    await waitFor(() =>
      expect(
        within(chart(c, 'status'))
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Report Card Generated']),
    );
  });

  it('labels charts and rows in Hindi from the bilingual labels', async () => {
    const c = await show(hi.Progress);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('प्रगति डैशबोर्ड');
    expect(
      within(chart(c, 'management'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toContain('राज्य सरकार');
    expect(
      within(chart(c, 'district-heat'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('अंबाला');
  });

  it('gives each chart its own error and empty state', async () => {
    const c = await show(en.ProgressPartlyFailing);
    expect(within(chart(c, 'status')).getByRole('alert').textContent).toBe('Something went wrong');
    expect(within(chart(c, 'management')).getByRole('table')).toBeTruthy();
    cleanup();
    const e = await show(en.ProgressEmpty);
    expect(within(chart(e, 'status')).getByText('No data found!')).toBeTruthy();
  });
});

describe('analysis', () => {
  it('compares self and external evaluation per domain', async () => {
    const c = await show(en.Analysis);
    const heads = within(chart(c, 'domain-self-external'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Domain', 'Self-evaluation', 'External evaluation', 'Gap (external − self)']);
    expect(
      within(chart(c, 'cycles'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['2025-26', '2026-27']);
  });
});
