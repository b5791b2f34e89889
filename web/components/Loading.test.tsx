import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Loading } from './Loading';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<Loading>', () => {
  it('says the page waits for the connection while the device is offline, and goes back to "Loading…" when it returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <I18nProvider i18n={i18n}>
        <Loading />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('You are offline. This page loads when the connection returns.');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
