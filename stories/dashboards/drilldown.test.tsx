// Drill-down through the stories (fake API, happy-dom: charts as tables, whose numbers are the links).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as pages from './Dashboards.stories';
import * as lists from './DrillDown.stories';

setProjectAnnotations(preview);
afterEach(() => cleanup());

const en = { ...composeStories(pages, { initialGlobals: { lang: 'en' } }), ...composeStories(lists, { initialGlobals: { lang: 'en' } }) };
const hi = { ...composeStories(pages, { initialGlobals: { lang: 'hi' } }), ...composeStories(lists, { initialGlobals: { lang: 'hi' } }) };

async function show(Story: (typeof en)[keyof typeof en]) {
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container });
  return container;
}

const chart = (container: HTMLElement, id: string) => container.querySelector(`[data-chart="${id}"]`) as HTMLElement;
const params = (href: string) => Object.fromEntries(new URL(href, 'http://app').searchParams);

describe('chart drill-down links', () => {
  it('make every status bar a link to its forms, with the dashboard filters carried over', async () => {
    const c = await show(en.ProgressFiltered);
    const links = within(chart(c, 'status')).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(params(links[0].getAttribute('href')!)).toEqual({ district: '2', status: '9', from: 'progress', 'at.status': '9' });
    // A complaint cell opens the complaint list of its district and status (this user may see complaints).
    const complaint = within(chart(c, 'complaints')).getAllByRole('link')[0];
    expect(complaint.getAttribute('href')).toMatch(/^\/complaintmanagement\/complaintlist\?/);
    expect(params(complaint.getAttribute('href')!)).toEqual({ district: '2', status: expect.stringMatching(/^[A-Z_]+$/) });
    // The school charts count schools of the school master: their slices open those schools.
    const slice = within(chart(c, 'gender')).getAllByRole('link')[0];
    expect(params(slice.getAttribute('href')!)).toMatchObject({ district: '2', 'at.basis': 'schools', 'at.management': 'stateGovernment', 'at.category': expect.any(String) });
    const bar = within(chart(c, 'enrolment')).getAllByRole('link')[0];
    expect(params(bar.getAttribute('href')!)).toMatchObject({ 'at.basis': 'schools', 'at.class': 'class1' });
  });

  it('leave the complaint chart without links for a user who may not see complaints (the DQA story has no privilege 23)', async () => {
    const c = await show(en.ProgressDistrict);
    expect(within(chart(c, 'complaints')).queryAllByRole('link')).toEqual([]);
    expect(within(chart(c, 'management')).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('show the gap per domain in the self vs external table, each value opening the audited forms', async () => {
    const c = await show(hi.Analysis);
    const table = within(chart(c, 'domain-self-external')).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'अंतर (बाह्य − स्व)' })).toBeTruthy();
    const d1 = within(table).getAllByRole('row')[1];
    expect(d1.textContent).toContain('अंतर \u221231.6');
    const link = within(d1).getAllByRole('link')[1];
    expect(params(link.getAttribute('href')!)).toMatchObject({ from: 'analysis', 'at.status': '9', 'at.domain': 'D1', 'at.evaluation': 'external' });
  });

  it('say so when no external evaluation exists yet', async () => {
    const c = await show(en.AnalysisEmpty);
    expect(chart(c, 'domain-self-external').textContent).toContain('No external evaluation of an approved form yet.');
  });
});

describe('drill-down list', () => {
  it('lists the schools behind a status bar, with a way back to the dashboard as it was', async () => {
    const c = await show(en.StatusBar);
    expect(screen.getByTestId('drill-total').textContent).toBe('Schools: 4');
    expect(c.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Back to the dashboard/ }).getAttribute('href')).toBe('/dashboard/progress?year=1');
    expect(screen.getByText('Report Card Generated', { selector: 'dd' })).toBeTruthy();
  });

  it('shows both scores of the domain for the self vs external list, in Hindi', async () => {
    const c = await show(hi.SelfVsExternalDomain);
    expect(screen.getByTestId('drill-total').textContent).toBe('विद्यालय: 3');
    const headers = [...c.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers).toContain('स्व-मूल्यांकन अंक (D1)');
    expect(headers).toContain('बाह्य मूल्यांकन अंक (D1)');
  });

  it('lists the schools of a donut slice, a school without a form as such, in both languages', async () => {
    const c = await show(en.DonutSlice);
    expect(screen.getByTestId('drill-total').textContent).toBe('Schools: 4');
    expect(screen.getByText('Girls', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('State Government', { selector: 'dd' })).toBeTruthy();
    const statuses = [...c.querySelectorAll('tbody tr td:nth-child(5)')].map((td) => td.textContent);
    expect(statuses.filter((s) => s === 'No form')).toHaveLength(2);
    cleanup();
    const h = await show(hi.DonutSlice);
    expect(screen.getByTestId('drill-total').textContent).toBe('विद्यालय: 4');
    expect(screen.getByText('बालिका', { selector: 'dd' })).toBeTruthy();
    expect([...h.querySelectorAll('tbody tr td:nth-child(5)')].filter((td) => td.textContent === 'कोई फ़ॉर्म नहीं')).toHaveLength(2);
  });

  it('keeps a DQA to their district', async () => {
    const c = await show(en.District);
    const districts = [...c.querySelectorAll('tbody tr td:nth-child(3)')].map((td) => td.textContent);
    expect(new Set(districts)).toEqual(new Set(['Ambala']));
  });
});
