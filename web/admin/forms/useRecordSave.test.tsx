import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { activateLang } from '../../i18n';
import { useRecordSave } from './useRecordSave';

type Values = { name: string };
type Send = (values: Values, base: string | undefined) => Promise<void>;

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const AT = '2026-11-30T05:00:00.000Z';
const changed = new ApiError(409, 'recordChanged', 'Changed since you opened it', [{ field: 'base', problem: 'changedByOther', by: 'Meena', at: AT }]);
const removed = new ApiError(409, 'recordChanged', 'Removed since you opened it', [{ field: 'base', problem: 'recordGone', by: null, at: null }]);
const invalid = new ApiError(422, 'validation', 'Check the fields', [{ field: 'name', problem: 'tooLong', message: 'Name is too long' }]);

/** A send the test answers by hand: each call waits until the test settles it. */
function manualSend() {
  const calls: { values: Values; base: string | undefined; settle: (err?: unknown) => void }[] = [];
  const send = vi.fn<Send>(
    (values, base) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ values, base, settle: (err) => (err ? reject(err) : resolve()) });
      }),
  );
  return { send, calls };
}

function editor(send: Send) {
  return renderHook(() => useRecordSave<Values>({ send, fallback: 'Error While saving data!!' }), { wrapper });
}

/** Draws the conflict's choice, if any, as the screen would. */
function drawNotice(node: ReactNode) {
  return render(<>{node}</>, { wrapper });
}

beforeEach(async () => {
  await activateLang('en');
});
afterEach(cleanup);

describe('useRecordSave: the save of a shared record, state by state', () => {
  it('editing → saving: the form is locked, and a second submit in the same frame sends nothing', async () => {
    const { send, calls } = manualSend();
    const { result } = editor(send);
    expect(result.current.locked).toBe(false);
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit({ name: 'A' });
      void result.current.submit({ name: 'B' });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.saving).toBe(true);
    expect(result.current.locked).toBe(true);
    await act(async () => {
      calls[0]!.settle();
      await first;
    });
    expect(result.current).toMatchObject({ saving: false, locked: false, failure: null, serverErrors: {} });
    expect(calls[0]!.base).toBeUndefined();
  });

  it('counts the saves the server took, and only those: the unsaved-edits guard takes what is on screen as saved after each', async () => {
    const { send, calls } = manualSend();
    const { result } = editor(send);
    expect(result.current.saves).toBe(0);
    let done!: Promise<void>;
    act(() => void (done = result.current.submit({ name: 'A' })));
    await act(async () => {
      calls[0]!.settle(invalid);
      await done;
    });
    expect(result.current.saves).toBe(0);
    act(() => void (done = result.current.submit({ name: 'A' })));
    await act(async () => {
      calls[1]!.settle(changed);
      await done;
    });
    expect(result.current.saves).toBe(0);
    act(() => void (done = result.current.submit({ name: 'A' })));
    await act(async () => {
      calls[2]!.settle();
      await done;
    });
    expect(result.current.saves).toBe(1);
  });

  it('saving → refused: the fields and the reason the server named, the form open again; the next save starts clean', async () => {
    const { send, calls } = manualSend();
    const { result } = editor(send);
    let done!: Promise<void>;
    act(() => void (done = result.current.submit({ name: 'x'.repeat(300) })));
    await act(async () => {
      calls[0]!.settle(invalid);
      await done;
    });
    expect(result.current).toMatchObject({ locked: false, failure: 'Check the fields', serverErrors: { name: 'Name is too long' } });
    expect(result.current.conflictNotice(vi.fn())).toBeNull();
    act(() => void (done = result.current.submit({ name: 'short' })));
    expect(result.current).toMatchObject({ saving: true, failure: null, serverErrors: {} });
    await act(async () => {
      calls[1]!.settle();
      await done;
    });
  });

  it("saving → no answer from the server: the caller's words", async () => {
    const { result } = editor(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => result.current.submit({ name: 'A' }));
    expect(result.current).toMatchObject({ locked: false, failure: 'Error While saving data!!', serverErrors: {} });
  });

  it('saving → changed by someone else: locked on the choice; "Save mine over it" sends the values on screen on the revision the conflict named', async () => {
    const { send, calls } = manualSend();
    const { result } = editor(send);
    let done!: Promise<void>;
    act(() => void (done = result.current.submit({ name: 'Govt. School Rampur' })));
    await act(async () => {
      calls[0]!.settle(changed);
      await done;
    });
    // Nothing can be typed while the choice is open, so the kept values are the ones the officer sees.
    expect(result.current).toMatchObject({ saving: false, locked: true, failure: null, serverErrors: {} });

    const loadTheirs = vi.fn();
    drawNotice(result.current.conflictNotice(loadTheirs));
    expect(screen.getByTestId('record-conflict').textContent).toContain('Meena changed this at');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' })));
    expect(calls[1]).toMatchObject({ values: { name: 'Govt. School Rampur' }, base: AT });
    expect(result.current).toMatchObject({ saving: true, locked: true });
    await act(async () => {
      calls[1]!.settle();
      await Promise.resolve();
    });
    expect(result.current).toMatchObject({ saving: false, locked: false });
    expect(result.current.conflictNotice(loadTheirs)).toBeNull();
    expect(loadTheirs).not.toHaveBeenCalled();
  });

  it('changed → "Load theirs": locked until theirs is read, then the kept values are dropped and the form opens again', async () => {
    const { result } = editor(() => Promise.reject(changed));
    await act(() => result.current.submit({ name: 'mine' }));
    let loaded!: () => void;
    const loadTheirs = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    drawNotice(result.current.conflictNotice(loadTheirs));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load theirs' })));
    expect(loadTheirs).toHaveBeenCalledTimes(1);
    // On a slow link the record takes a while: the fields still hold mine, so nothing may be typed yet.
    expect(result.current.locked).toBe(true);
    await act(async () => loaded());
    expect(result.current.locked).toBe(false);
    expect(result.current.conflictNotice(loadTheirs)).toBeNull();
  });

  it('changed → saved over it, and refused again by a newer change: the choice comes back with the newer author', async () => {
    const newer = new ApiError(409, 'recordChanged', 'Changed', [{ field: 'base', problem: 'changedByOther', by: 'Ravi', at: '2026-11-30T05:01:00.000Z' }]);
    const send = vi.fn<Send>().mockRejectedValueOnce(changed).mockRejectedValueOnce(newer);
    const { result } = editor(send);
    await act(() => result.current.submit({ name: 'mine' }));
    drawNotice(result.current.conflictNotice(vi.fn()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' })));
    cleanup();
    drawNotice(result.current.conflictNotice(vi.fn()));
    expect(screen.getByTestId('record-conflict').textContent).toContain('Ravi changed this at');
    expect(send).toHaveBeenLastCalledWith({ name: 'mine' }, AT);
    expect(result.current.locked).toBe(true);
  });

  it('removed since: only a reload is offered, nothing to save over', async () => {
    const { result } = editor(() => Promise.reject(removed));
    await act(() => result.current.submit({ name: 'mine' }));
    drawNotice(result.current.conflictNotice(vi.fn()));
    expect(screen.getByTestId('record-conflict').textContent).toBe('This record was removed after you opened it.');
    expect(screen.queryByRole('button', { name: 'Save mine over it' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('reset (the form closed, or another record opened) leaves no refusal behind', async () => {
    const { result } = editor(() => Promise.reject(changed));
    await act(() => result.current.submit({ name: 'mine' }));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ locked: false, failure: null, serverErrors: {} });
    expect(result.current.conflictNotice(vi.fn())).toBeNull();
  });
});
