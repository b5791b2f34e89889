import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { activateLang, loadArea } from '../i18n';
import { RaiseComplaintDialog } from '../admin/complaints/RaiseComplaintDialog';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** Whether closing or reloading the tab now would ask first (a listener prevented the unload's default). */
const tabCloseAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

afterEach(cleanup);

describe('useAskBeforeUnload: text typed and not yet sent is not lost to a closed tab without a word', () => {
  it('asks while dirty, and stops asking once clean or gone', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useAskBeforeUnload(dirty), { initialProps: { dirty: false } });
    expect(tabCloseAsks()).toBe(false);
    rerender({ dirty: true });
    expect(tabCloseAsks()).toBe(true);
    rerender({ dirty: false });
    expect(tabCloseAsks()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(tabCloseAsks()).toBe(false);
  });

  it('guards a box in use: a complaint being written asks before the tab closes', async () => {
    await loadArea('admin');
    await activateLang('en');
    render(
      <I18nProvider i18n={i18n}>
        <RaiseComplaintDialog open onClose={() => undefined} onRaised={() => undefined} />
      </I18nProvider>,
    );
    expect(tabCloseAsks()).toBe(false);
    const description = await screen.findByLabelText(/Description/);
    fireEvent.change(description, { target: { value: 'The evidence upload fails on my phone' } });
    expect(tabCloseAsks()).toBe(true);
    fireEvent.change(description, { target: { value: '  ' } });
    expect(tabCloseAsks()).toBe(false);
  });
});
