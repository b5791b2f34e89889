import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLang } from '../i18n';
import { AnswerSync } from './answerSync';
import type { DiskOps } from './sync/syncRecords';

afterEach(() => cleanup());

/** A store whose writes wait until the test lets them commit. */
function slowStore() {
  const waiting: (() => void)[] = [];
  return {
    waiting,
    list: async () => [],
    write: (_ops: DiskOps) => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

const line = () => document.querySelector('[data-testid="sync-status"]') as HTMLElement;

describe('LiveSyncStatus', () => {
  it('says "saving on this device" until the write commits, then "saved on this device", in Hindi and after a switch to English', async () => {
    const { LiveSyncStatus } = await import('./SyncStatus');
    await activateLang('hi');
    const store = slowStore();
    const sync = new AnswerSync({ user: 'head', accrid: '1', kind: 'self', send: () => new Promise(() => undefined), storage: store, isOnline: () => false });
    await sync.start();
    render(
      <I18nProvider i18n={i18n}>
        <LiveSyncStatus sync={sync} />
      </I18nProvider>,
    );
    expect(line().dataset.phase).toBe('saved');
    expect(line().textContent).toBe('सर्वर पर सहेजा गया');
    act(() => sync.edit('D6', 'Q183', 40));
    expect(line().dataset.phase).toBe('unsaved');
    expect(line().querySelector('.sync-text')!.textContent).toBe('इस डिवाइस पर सहेजा जा रहा है…');
    await act(async () => {
      store.waiting.shift()!();
      await Promise.resolve();
    });
    await act(async () => undefined);
    expect(line().dataset.phase).toBe('offline');
    expect(line().querySelector('.sync-text')!.textContent).toBe('इस डिवाइस पर सहेजा गया');
    expect((line().querySelector('.sync-note') as HTMLElement).hidden).toBe(false);
    await act(async () => {
      await activateLang('en');
    });
    expect(line().querySelector('.sync-text')!.textContent).toBe('Saved on this device');
    sync.stop();
  });
});
