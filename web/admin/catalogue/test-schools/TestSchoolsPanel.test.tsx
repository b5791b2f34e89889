import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { activateLang, loadArea } from '../../../i18n';
import { LangProvider } from '../../../app/LangContext';
import { TestQueryProvider } from '../../../app/TestQueryProvider';
import { TestSchoolsPanel } from './TestSchoolsPanel';
import type { TestSchool, TestSchoolList } from './testSchoolsApi';

const grades = [
  { grade: 'A', label: { en: 'Very good', hi: 'बहुत अच्छा' } },
  { grade: 'B', label: { en: 'Good', hi: 'अच्छा' } },
  { grade: 'C', label: { en: 'Satisfactory', hi: 'संतोषजनक' } },
];

const failingSchool: TestSchool = {
  id: 7,
  name: { en: 'Small rural primary', hi: 'छोटा ग्रामीण प्राथमिक विद्यालय' },
  description: 'No lab',
  descriptionHi: 'प्रयोगशाला नहीं',
  expectedGrade: 'B',
  catalogueVersion: 'v4',
  sourceForm: 12,
  answered: 40,
  answers: { Q001: 'YES' },
  totals: {},
  revision: 1,
  createdBy: 'Vikram Singh',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedBy: 'Vikram Singh',
  updatedAt: '2026-11-28T10:00:00.000Z',
  result: { grade: 'C', score: 58.2, state: 'fail', answersDropped: 0, acceptance: null },
};

const listOf = (items: TestSchool[]): TestSchoolList => ({ version: 'v5', status: 'draft', grades, items });
const ok = (value: unknown) => new Response(JSON.stringify({ status: 'SUCCESS', value, message: 'ok' }), { status: 200 });
const refused = (status: number, errorCode: string, errorMessage: string) => new Response(JSON.stringify({ status: 'FAILURE', errorCode, errorMessage, details: [] }), { status });

beforeAll(async () => {
  await loadArea('admin');
  await activateLang('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(onChanged = () => undefined, lang: 'en' | 'hi' = 'en') {
  render(
    <I18nProvider i18n={i18n}>
      <LangProvider initial={lang}>
        <TestQueryProvider>
          <TestSchoolsPanel version="v5" editable onChanged={onChanged} />
        </TestQueryProvider>
      </LangProvider>
    </I18nProvider>,
  );
}

describe('<TestSchoolsPanel>', () => {
  it('explains what test schools are for when there are none', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok(listOf([]))));
    renderPanel();
    expect((await screen.findByTestId('test-schools-empty')).textContent).toContain('a test school is a set of answers with the grade it should get');
    expect(screen.getByRole('button', { name: "Add from a school's form" })).toBeTruthy();
  });

  it("says what a school stands for in the reader's language, else in the other one's words, marked as such", async () => {
    const englishOnly: TestSchool = { ...failingSchool, id: 8, name: { en: 'Town school', hi: null }, description: 'Big library', descriptionHi: null };
    vi.stubGlobal('fetch', vi.fn(async () => ok(listOf([failingSchool, englishOnly]))));
    await activateLang('hi');
    try {
      renderPanel(undefined, 'hi');
      const hindi = within(await screen.findByTestId('test-school-7')).getByTestId('test-school-description');
      expect(hindi.textContent).toBe(' · प्रयोगशाला नहीं');
      expect(hindi.getAttribute('lang')).toBe('hi');
      const fallback = within(screen.getByTestId('test-school-8')).getByTestId('test-school-description');
      expect(fallback.textContent).toBe(' · Big library');
      expect(fallback.getAttribute('lang')).toBe('en');
    } finally {
      cleanup();
      await activateLang('en');
    }
    renderPanel();
    expect(within(await screen.findByTestId('test-school-7')).getByTestId('test-school-description').textContent).toBe(' · No lab');
  });

  it('changes the Hindi description beside the English one', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          sent.push(JSON.parse(String(init.body)));
          return ok({ id: 7, revision: 2 });
        }
        return ok(listOf([failingSchool]));
      }),
    );
    renderPanel();
    await screen.findByTestId('test-school-7');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((screen.getByLabelText('What it stands for (English)') as HTMLTextAreaElement).value).toBe('No lab');
    const hindi = screen.getByLabelText('What it stands for (Hindi)') as HTMLTextAreaElement;
    expect(hindi.value).toBe('प्रयोगशाला नहीं');
    fireEvent.change(hindi, { target: { value: 'बिना प्रयोगशाला वाला विद्यालय' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ revision: 1, description: 'No lab', descriptionHi: 'बिना प्रयोगशाला वाला विद्यालय' });
  });

  it('says so when the list cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refused(500, 'somethingWrong', 'Something went wrong')));
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });

  it('shows a failing school and accepts it with a reason, keeping the reason typed through a refusal', async () => {
    let accepted = false;
    let attempts = 0;
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          attempts += 1;
          if (attempts === 1) return refused(409, 'testSchoolResultChanged', 'The draft changed after you looked');
          accepted = true;
          return ok({ id: 7, version: 'v5', grade: 'C' });
        }
        expect(path).toBe('/v1/test-schools?version=v5');
        const acceptance = { grade: 'C', expectedGrade: 'B', reason: 'Labs now count more', by: 'Vikram Singh', at: '2026-11-28T11:00:00.000Z', holds: true };
        return ok(listOf([accepted ? { ...failingSchool, result: { ...failingSchool.result, state: 'accepted', acceptance } } : failingSchool]));
      }),
    );
    const changed = vi.fn();
    renderPanel(changed);
    const row = await screen.findByTestId('test-school-7');
    expect(row.textContent).toContain('Should be B');
    expect(row.textContent).toContain('Under this draft: C');
    expect(row.textContent).toContain('Fails');
    fireEvent.click(screen.getByRole('button', { name: 'Accept with a reason' }));
    const accept = await screen.findByRole('button', { name: 'Accept with this reason' });
    fireEvent.click(accept);
    expect((await screen.findByText('Write why this result is right for the draft.')).getAttribute('role')).toBe('alert');
    const reason = screen.getByLabelText('Reason') as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'Labs now count more' } });
    fireEvent.click(accept);
    await screen.findByText('The draft changed after you looked');
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Labs now count more');
    fireEvent.click(screen.getByRole('button', { name: 'Accept with this reason' }));
    await screen.findByText('Accepted. Publishing is no longer stopped by this test school.');
    await waitFor(() => expect(screen.getByTestId('test-school-7').textContent).toContain('Accepted by Vikram Singh'));
    expect(sent[1]).toEqual({ version: 'v5', grade: 'C', reason: 'Labs now count more' });
    expect(changed).toHaveBeenCalled();
  });
});
