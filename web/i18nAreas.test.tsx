import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLang, loadArea, withMessages } from './i18n';

// A word of the admin area's catalog only (web/admin/locales).
const draft = msg`Draft`;
// A word every page's catalog has.
const complaints = msg`Complaints`;

describe("an area's messages", () => {
  it('load with its screens, and follow a change of language after that', async () => {
    await activateLang('hi');
    expect(i18n._(complaints)).toBe('शिकायतें');
    // Not loaded yet: the English source shows (a build shows the bare id).
    expect(i18n._(draft)).toBe('Draft');

    const screen = { default: 'the screen' };
    const load = withMessages('admin', () => Promise.resolve(screen));
    expect(await load()).toBe(screen);
    expect(i18n._(draft)).toBe('प्रारूप');

    await activateLang('en');
    expect(i18n._(draft)).toBe('Draft');
    await activateLang('hi');
    expect(i18n._(draft)).toBe('प्रारूप');
  });

  it('are kept when their screen opens while the language is being switched', async () => {
    await activateLang('en');
    const switching = activateLang('hi');
    // The screen's messages are asked for after the switch began, before it ends.
    await withMessages('dashboards', () => Promise.resolve({}))();
    await switching;
    const n = { shown: 1, all: 2 };
    expect(i18n._(msg`${n.shown} of ${n.all} schools`)).toBe('2 में से 1 विद्यालय');
  });

  it('are loaded in the language active when they arrive', async () => {
    await activateLang('en');
    await loadArea('dashboards');
    await activateLang('hi');
    // A word of the dashboards' catalog only.
    const n = { shown: 3, all: 40 };
    expect(i18n._(msg`${n.shown} of ${n.all} schools`)).toBe('40 में से 3 विद्यालय');
    expect(document.documentElement.lang).toBe('hi');
  });
});
