import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLang, loadArea } from '../../../i18n';
import { LangProvider } from '../../../app/LangContext';
import { TestQueryProvider } from '../../../app/TestQueryProvider';
import { CommentsPanel } from './CommentsPanel';

const envelope = (value: unknown, status = 200) =>
  new Response(JSON.stringify(status < 300 ? { status: 'SUCCESS', value } : { status: 'FAILURE', ...(value as object), details: [] }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const thread = (text: string) => ({
  id: 1,
  target: 'question:Q012',
  state: 'open',
  createdBy: 'Asha Verma',
  createdAt: '2026-11-27T09:10:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  lines: [{ id: 1, kind: 'comment', text, by: 'Asha Verma', at: '2026-11-27T09:10:00.000Z' }],
});

/** The server as the panel sees it: the list, then each POST answered by the next of `posts`. */
function server(posts: (() => Response | Promise<Response>)[]) {
  const kept: ReturnType<typeof thread>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return envelope({ threads: kept, counts: { open: kept.length, resolved: 0, byTarget: {} } });
    const next = posts.shift();
    if (!next) throw new Error(`unexpected ${String(input)}`);
    const res = await next();
    if (res.status === 201) kept.push(thread(JSON.parse(String(init?.body)).text));
    return res;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <LangProvider initial="en">
        <TestQueryProvider>
          <CommentsPanel version="v5" target="question:Q012" partName="Question Q012" editable />
        </TestQueryProvider>
      </LangProvider>
    </I18nProvider>,
  );
}

describe('CommentsPanel', () => {
  beforeEach(async () => {
    await loadArea('admin');
    await activateLang('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the typed comment when sending fails (no connection, then a refusal), and empties the box once the server kept it', async () => {
    server([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => envelope({ errorCode: 'catalogueVersionPublished', errorMessage: 'This version is published and can no longer be changed.' }, 409),
      () => envelope(thread('Ask for two years?'), 201),
    ]);
    show();
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    const box = screen.getByLabelText('New comment on Question Q012') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Ask for two years?' } });
    const send = screen.getByRole('button', { name: 'Add comment' });

    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(box.value).toBe('Ask for two years?');

    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This version is published'));
    expect(box.value).toBe('Ask for two years?');

    fireEvent.click(send);
    await waitFor(() => expect(box.value).toBe(''));
    expect((await screen.findAllByText('Ask for two years?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('No comments yet')).toBeNull();
  });

  it('refuses an empty or too long comment before sending, keeping the text', async () => {
    const fetchMock = server([]);
    show();
    await screen.findByText('No comments yet');
    const box = screen.getByLabelText('New comment on Question Q012') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please add comment');
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('alert').textContent).toContain('Shorten it by 1');
    expect(box.value).toHaveLength(2001);
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
