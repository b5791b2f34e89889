import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { endSession, PRIV, startSession, type Session } from '../auth/session';
import { guarded, lazyScreen, page, preloadScreens, withScreenLoaders, type LazyScreen } from './screens';
import type { RouteObject } from 'react-router';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A screen whose chunk arrives when the test says so, counting how often it was asked for. */
function screenOnCue(text: string) {
  let arrive: () => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve, reject) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
        fail = reject;
      }),
  );
  return { screen: lazyScreen(load), load, arrive: () => arrive(), fail: (e: Error) => fail(e) };
}

const draw = (node: ReactElement) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

afterEach(() => {
  cleanup();
  endSession();
});

describe('a lazy screen', () => {
  it('whose code is here draws at once, with no "Loading" first (React would hold it back 300 ms after a fallback)', async () => {
    const form = screenOnCue('The form');
    const loading = form.screen.preload();
    form.arrive();
    await loading;
    draw(page(form.screen));
    expect(screen.getByText('The form')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(form.load).toHaveBeenCalledTimes(1);
  });

  it('not yet here shows "Loading" until its code arrives, asked for once', async () => {
    const form = screenOnCue('The form');
    draw(page(form.screen));
    expect(screen.getByText('Loading…')).toBeTruthy();
    void form.screen.preload();
    await act(async () => form.arrive());
    expect(await screen.findByText('The form')).toBeTruthy();
    expect(form.load).toHaveBeenCalledTimes(1);
  });

  it('whose chunk failed to arrive is asked for again by the next preload', async () => {
    const form = screenOnCue('The form');
    const first = form.screen.preload();
    form.fail(new Error('connection dropped'));
    await expect(first).rejects.toThrow('connection dropped');
    const second = form.screen.preload();
    form.arrive();
    await second;
    expect(form.load).toHaveBeenCalledTimes(2);
  });
});

const head: Session = {
  jwtToken: 'head-token',
  allowedPrivilege: String(PRIV.domainForm),
  logInUser: { userId: 5, loginId: 'head', firstName: 'Meena', lastName: 'Kumari', role: 'SCHOOL_HEAD' },
  schoolCode: '06010100101',
};

const routesWith = (shell: LazyScreen, form: LazyScreen, other: LazyScreen, open?: LazyScreen): RouteObject[] => [
  ...(open ? [{ path: '/verify', element: page(open) }] : []),
  {
    path: '/',
    element: guarded(shell),
    children: [
      { path: 'forms/domain', element: guarded(form, PRIV.domainForm) },
      { path: 'dashboard/help', element: guarded(other) },
    ],
  },
];

describe('preloadScreens', () => {
  beforeEach(() => startSession(head));

  it('loads the shell and the page the address opens, behind their guards, and nothing else', async () => {
    const [shell, form, other] = [screenOnCue('Shell'), screenOnCue('Form'), screenOnCue('Help')];
    const done = preloadScreens(routesWith(shell.screen, form.screen, other.screen), '/forms/domain');
    shell.arrive();
    form.arrive();
    await done;
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(form.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
  });

  it('still answers when a chunk fails, so the app draws (and shows the route error) rather than stay blank', async () => {
    const [shell, form, other] = [screenOnCue('Shell'), screenOnCue('Form'), screenOnCue('Help')];
    const done = preloadScreens(routesWith(shell.screen, form.screen, other.screen), '/forms/domain');
    shell.arrive();
    form.fail(new Error('gone'));
    await expect(done).resolves.toBeUndefined();
  });

  it('answers at once for an address no route draws', async () => {
    const [shell, form, other] = [screenOnCue('Shell'), screenOnCue('Form'), screenOnCue('Help')];
    await preloadScreens(routesWith(shell.screen, form.screen, other.screen), '/nowhere/at/all');
    expect(form.load).not.toHaveBeenCalled();
  });
});

describe('signed out', () => {
  it('preloadScreens loads no screen behind a guard, so the way to sign-in waits for nothing, but loads a public one', async () => {
    const [shell, form, other, open] = [screenOnCue('Shell'), screenOnCue('Form'), screenOnCue('Help'), screenOnCue('Verify')];
    const routes = routesWith(shell.screen, form.screen, other.screen, open.screen);
    await preloadScreens(routes, '/forms/domain');
    expect(shell.load).not.toHaveBeenCalled();
    expect(form.load).not.toHaveBeenCalled();
    const done = preloadScreens(routes, '/verify');
    open.arrive();
    await done;
    expect(open.load).toHaveBeenCalledTimes(1);
  });
});

describe('withScreenLoaders', () => {
  const loaderOf = (route: RouteObject | undefined) => route?.loader as () => Promise<unknown>;

  it("gives each screen route a loader that loads its code before the router moves there, and keeps the address's other routes as they were", async () => {
    startSession(head);
    const [shell, form, other] = [screenOnCue('Shell'), screenOnCue('Form'), screenOnCue('Help')];
    const [root] = withScreenLoaders(routesWith(shell.screen, form.screen, other.screen));
    const formRoute = root.children?.find((r) => r.path === 'forms/domain');
    let loaded = false;
    const loading = loaderOf(formRoute)().then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    form.arrive();
    await loading;
    expect(form.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    // A change of the query string (another domain) loads nothing again.
    expect((formRoute?.shouldRevalidate as () => boolean)()).toBe(false);
  });

  it('signed out, its loader loads nothing behind a guard', async () => {
    const [shell, form, other] = [screenOnCue('Shell'), screenOnCue('Form'), screenOnCue('Help')];
    const [root] = withScreenLoaders(routesWith(shell.screen, form.screen, other.screen));
    await loaderOf(root)();
    await loaderOf(root.children?.find((r) => r.path === 'forms/domain'))();
    expect(shell.load).not.toHaveBeenCalled();
    expect(form.load).not.toHaveBeenCalled();
  });
});
