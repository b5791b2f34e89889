import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { activateLang, loadArea } from '../../../i18n';
import { NoticeReasonField } from './NoticeReasonField';
import type { SavedReason } from './noticeApi';

type Body = { target: string; en: string; hi: string; base: string | null };

function open(save: (body: Body) => Promise<SavedReason>, saved: SavedReason[] = []) {
  render(
    <I18nProvider i18n={i18n}>
      <NoticeReasonField target="question:Q227" reason={undefined} save={save} onSaved={(s) => saved.push(s)} onReload={() => undefined} />
    </I18nProvider>,
  );
  const en = screen.getByLabelText('Reason for schools (English)') as HTMLTextAreaElement;
  const hi = screen.getByLabelText('Reason for schools (Hindi)') as HTMLTextAreaElement;
  return { en, hi, button: () => screen.getByRole('button', { name: 'Save reason' }) };
}

describe('NoticeReasonField', () => {
  beforeEach(async () => {
    await loadArea('admin');
    await activateLang('en');
  });
  afterEach(cleanup);

  it('keeps both typed texts when the save fails, and saves them on the next try', async () => {
    const sent: Body[] = [];
    let fail = true;
    const saved: SavedReason[] = [];
    const field = open(async (body) => {
      sent.push(body);
      if (fail) throw new ApiError(0, null, 'Error!! Please try after sometime', []);
      return { ...body, updatedAt: '2026-11-28T10:15:00.000Z', updatedBy: 'Meena Sharma' };
    }, saved);
    fireEvent.change(field.en, { target: { value: 'Classrooms get hot in summer' } });
    fireEvent.change(field.hi, { target: { value: 'गर्मी में कक्षा-कक्ष बहुत गरम होते हैं' } });
    await act(async () => fireEvent.click(field.button()));
    expect(screen.getByRole('alert').textContent).toContain('Please try after sometime');
    expect(field.en.value).toBe('Classrooms get hot in summer');
    expect(field.hi.value).toBe('गर्मी में कक्षा-कक्ष बहुत गरम होते हैं');
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(field.button()));
    expect(sent.map((b) => [b.en, b.base])).toEqual([
      ['Classrooms get hot in summer', null],
      ['Classrooms get hot in summer', null],
    ]);
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Reason saved');
  });

  it("names the officer who saved first, keeps the text, and writes over theirs from their revision when asked", async () => {
    const sent: Body[] = [];
    const field = open(async (body) => {
      sent.push(body);
      if (sent.length === 1) throw new ApiError(409, 'recordChanged', 'Changed', [{ field: 'base', problem: 'changedByOther', by: 'Ravi Kumar', at: '2026-11-28T10:00:00.000Z' }]);
      return { ...body, updatedAt: '2026-11-28T10:16:00.000Z', updatedBy: 'Meena Sharma' };
    });
    fireEvent.change(field.en, { target: { value: 'Mine' } });
    await act(async () => fireEvent.click(field.button()));
    expect(screen.getByTestId('record-conflict').textContent).toContain('Ravi Kumar');
    expect(field.en.value).toBe('Mine');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' })));
    expect(sent[1].base).toBe('2026-11-28T10:00:00.000Z');
  });

  it('flags a reason with English and no Hindi', () => {
    const field = open(async (body) => ({ ...body, updatedAt: '', updatedBy: null }));
    expect(screen.queryByTestId('needs-hindi')).toBeNull();
    fireEvent.change(field.en, { target: { value: 'Only English' } });
    expect(screen.getByTestId('needs-hindi')).toBeTruthy();
  });
});
