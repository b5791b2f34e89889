// The first view the server drew (server/form/first-view.ts): the page's inline script takes it only
// when it was drawn for this device's user, language, form and domain; what is answered in it is
// kept and handed to the app's own inputs when the app takes over, through their change handlers.
import { useState } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formCalls, startFormCalls, takeCall } from '../form/formLoads';
import { EARLY_OPEN_KEY, FIRST_VIEW_DATA_ID, FIRST_VIEW_OFF, FIRST_VIEW_TAKE, sendEarliestCall } from './earliestCall';
import { dropUntakenFirstView, leaveFirstView } from './firstView';
import { FIRST_VIEW_KEY } from './firstViewInput';

const opened = { form: { drawn: true }, domains: [], status: { status: 2 }, comments: [], documents: [] };

/**
 * The page as the server streams it: the mark before the inline script, the hidden app element,
 * the frame, then the drawing (two questions and a link) with its data, and the drawing's own script.
 */
function drawnPage(data: Record<string, unknown> = {}, mark = 'head en') {
  document.head.innerHTML = `<meta name="first-view" content="${mark}" />`;
  document.body.innerHTML =
    '<div id="root" hidden></div><div id="first-view"><div class="topbar boot-bar first-view-wait">frame</div>' +
    '<label class="choice checked"><input type="radio" id="root_Q1-0" name="root_Q1" value="YN1" checked /></label>' +
    '<label class="choice"><input type="radio" id="root_Q1-1" name="root_Q1" value="YN2" /></label>' +
    '<input type="text" id="root_Q2" value="" />' +
    `<a href="/forms/domain?accrid=7&domain=D6" id="tab">D6</a></div><script type="application/json" id="${FIRST_VIEW_DATA_ID}">${JSON.stringify({
      loginId: 'head',
      lang: 'en',
      accrid: 7,
      domainId: 'D5',
      answer: { status: 'SUCCESS', value: opened },
      ...data,
    })}</script>`;
}

/** The page's inline script at the top, then the drawing's own script at its end. */
function loadPage() {
  sendEarliestCall(window);
  (window as unknown as Record<string, () => void>)[FIRST_VIEW_TAKE]();
}

function signIn(loginId = 'head', lang = 'en') {
  localStorage.setItem('session', JSON.stringify({ jwtToken: 'token-head', logInUser: { loginId, role: 'SCHOOL_HEAD' }, allowedPrivilege: '18,19' }));
  localStorage.setItem('lang', lang);
}

const at = (url: string) => window.history.replaceState(null, '', url);
const w = window as unknown as Record<string, unknown>;

/** The app's version of the two questions: controlled inputs, as rjsf's widgets are. */
function AppForm({ changes }: { changes: string[] }) {
  const [q1, setQ1] = useState('YN1');
  const [q2, setQ2] = useState('');
  return (
    <form>
      {['YN1', 'YN2'].map((v, i) => (
        <input
          key={v}
          type="radio"
          id={`root_Q1-${i}`}
          name="root_Q1"
          value={v}
          checked={q1 === v}
          onChange={() => {
            changes.push(`Q1=${v}`);
            setQ1(v);
          }}
        />
      ))}
      <input
        type="text"
        id="root_Q2"
        value={q2}
        onChange={(e) => {
          changes.push(`Q2=${e.target.value}`);
          setQ2(e.target.value);
        }}
      />
    </form>
  );
}

describe("the server's first view of the domain form", () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'SUCCESS', value: { ...opened, form: { fetched: true } } }), { status: 200 }));
  let root: Root | null = null;
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
    delete w[EARLY_OPEN_KEY];
    delete w[FIRST_VIEW_KEY];
    document.documentElement.removeAttribute(FIRST_VIEW_OFF);
    at('/forms/domain?accrid=7&domain=D5');
  });
  afterEach(() => {
    (w[FIRST_VIEW_KEY] as { stop: () => void } | undefined)?.stop();
    act(() => root?.unmount());
    root = null;
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    at('/');
  });

  it('is taken when drawn for this user, language, form and domain: its answer is the opening call, and nothing is sent', async () => {
    drawnPage();
    signIn();
    sendEarliestCall(window);
    // Nothing is sent while the drawing is on its way: it brings the answer.
    expect(fetch).not.toHaveBeenCalled();
    (window as unknown as Record<string, () => void>)[FIRST_VIEW_TAKE]();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(FIRST_VIEW_OFF)).toBe(false);
    startFormCalls('7', 'D5');
    expect(await takeCall(...formCalls.json('7', 'D5'))).toEqual({ drawn: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is set aside before it is painted, and the opening call sent as always, when drawn for another user or language', async () => {
    const cases: [string, () => void][] = [
      ['another user here', () => signIn('someone-else')],
      ['another language here', () => signIn('head', 'hi')],
      ['nobody signed in here', () => undefined],
    ];
    for (const [name, setUp] of cases) {
      localStorage.clear();
      delete w[EARLY_OPEN_KEY];
      document.documentElement.removeAttribute(FIRST_VIEW_OFF);
      fetch.mockClear();
      drawnPage();
      setUp();
      sendEarliestCall(window);
      // Decided by the mark at the top, before any of the drawing has arrived.
      expect(document.documentElement.hasAttribute(FIRST_VIEW_OFF), name).toBe(true);
      expect(w[FIRST_VIEW_KEY], name).toBeUndefined();
      expect(fetch.mock.calls.length, name).toBe(name === 'nobody signed in here' ? 0 : 1);
      (window as unknown as Record<string, () => void>)[FIRST_VIEW_TAKE]();
      dropUntakenFirstView();
      expect(document.getElementById('first-view'), name).toBeNull();
      expect(document.getElementById('root')!.hasAttribute('hidden'), name).toBe(false);
    }
  });

  it('sends the opening call and shows the frame when the drawing did not come (a refusal) or is of another form', async () => {
    for (const [name, setUp] of [
      ['not drawn', () => document.getElementById(FIRST_VIEW_DATA_ID)!.remove()],
      ['another form', () => at('/forms/domain?accrid=8&domain=D5')],
    ] as const) {
      localStorage.clear();
      delete w[EARLY_OPEN_KEY];
      fetch.mockClear();
      at('/forms/domain?accrid=7&domain=D5');
      drawnPage();
      signIn();
      setUp();
      loadPage();
      expect(fetch.mock.calls.length, name).toBe(1);
      expect(w[FIRST_VIEW_KEY], name).toBeUndefined();
      expect(document.getElementById('first-view'), name).toBeNull();
      const root = document.getElementById('root')!;
      expect(root.hasAttribute('hidden'), name).toBe(false);
      expect(root.textContent, name).toBe('frame');
    }
  });

  it('keeps a choice and a text given in it, and the app gets them through its own change handlers when it takes over', async () => {
    drawnPage();
    signIn();
    loadPage();
    // The head answers in the drawing: a choice (shown as chosen at once) and a text, focused.
    const yes2 = document.querySelector<HTMLInputElement>('#first-view #root_Q1-1')!;
    yes2.click();
    expect(yes2.closest('label')!.classList.contains('checked')).toBe(true);
    expect(document.querySelector('#first-view #root_Q1-0')!.closest('label')!.classList.contains('checked')).toBe(false);
    const text = document.querySelector<HTMLInputElement>('#first-view #root_Q2')!;
    text.focus();
    text.value = 'twelve';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    text.setSelectionRange(3, 3);
    // The app draws the same questions in its hidden element, then takes over.
    const changes: string[] = [];
    root = createRoot(document.getElementById('root')!);
    act(() => root!.render(<AppForm changes={changes} />));
    act(() => leaveFirstView());
    expect(document.getElementById('first-view')).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('hidden')).toBe(false);
    expect(changes).toEqual(['Q1=YN2', 'Q2=twelve']);
    expect(document.querySelector<HTMLInputElement>('#root_Q1-1')!.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#root_Q2')!.value).toBe('twelve');
    // The field being typed in keeps the focus and the caret.
    expect(document.activeElement?.id).toBe('root_Q2');
    expect((document.activeElement as HTMLInputElement).selectionStart).toBe(3);
    // Taken once: later calls (another route, a failure) change nothing.
    act(() => leaveFirstView());
    expect(changes).toHaveLength(2);
  });

  it('holds a link followed after an answer until the app has the answer, then follows it through the app', () => {
    drawnPage();
    signIn();
    loadPage();
    // Before any answer a link is a link.
    const before = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('tab')!.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    document.querySelector<HTMLInputElement>('#first-view #root_Q1-1')!.click();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('tab')!.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
    // Leaving the page now asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    const followed: string[] = [];
    root = createRoot(document.getElementById('root')!);
    act(() => root!.render(<AppForm changes={[]} />));
    act(() => leaveFirstView((href) => followed.push(href)));
    expect(followed).toEqual(['/forms/domain?accrid=7&domain=D6']);
    // The app's own guards take over from here.
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
