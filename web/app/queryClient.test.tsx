import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api, errorText } from '../api/client';
import { endSession, startSession, updateToken, type Session } from '../auth/session';
import { useDistricts } from '../admin/components/reference';
import { followSession, queryDefaults } from './queryClient';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const head: Session = {
  jwtToken: 'head-token',
  allowedPrivilege: '18,40',
  logInUser: { userId: 5, loginId: 'head', firstName: 'Meena', lastName: 'Kumari', role: 'SCHOOL_HEAD' },
  schoolCode: '06010100101',
};
const dqa: Session = { ...head, jwtToken: 'dqa-token', allowedPrivilege: '7,42', logInUser: { ...head.logInUser, userId: 2, loginId: 'dqa', role: 'DQA' }, schoolCode: null };

const envelope = (value: unknown) => new Response(JSON.stringify({ status: 'SUCCESS', value }), { status: 200 });
const failure = (status: number, message: string) => new Response(JSON.stringify({ status: 'FAILURE', errorCode: 'x', errorMessage: message }), { status });

/** The app's own settings, the retries without their waits (the test would sit through seconds of backoff). */
function appClient(): QueryClient {
  return new QueryClient({ defaultOptions: { ...queryDefaults, queries: { ...queryDefaults?.queries, retryDelay: 0 } } });
}

function Places({ label }: { label: string }) {
  const districts = useDistricts();
  if (districts.loading) return <p>{label}: loading</p>;
  if (districts.error)
    return (
      <p>
        {label}: {districts.error}
      </p>
    );
  return (
    <p>
      {label}: {(districts.data ?? []).map((d) => d.name.en).join(', ')}
    </p>
  );
}

function Report() {
  const report = useQuery({ queryKey: ['report', 7], queryFn: () => api<{ grade: string }>('GET', '/v1/report/7/score') });
  if (report.isPending) return <p>loading</p>;
  if (report.error) return <p role="alert">{errorText(report.error)}</p>;
  return <p>grade {report.data.grade}</p>;
}

beforeEach(() => {
  localStorage.clear();
  startSession(head);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  localStorage.clear();
});

describe('the app query client', () => {
  it('asks once when two parts of a screen need the same list (the user filter and the user form both show districts)', async () => {
    const fetchMock = vi.fn(async () => envelope([{ id: 1, name: { en: 'Ambala', hi: 'अंबाला' } }]));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={appClient()}>
        <Places label="filter" />
        <Places label="form" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('filter: Ambala')).toBeTruthy();
    expect(screen.getByText('form: Ambala')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries again after a dropped connection or a server failure, so a weak signal shows the page, not an error', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(failure(503, 'Unavailable')), () => Promise.resolve(envelope({ grade: 'A' }))];
    const fetchMock = vi.fn(() => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={appClient()}>
        <Report />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('grade A')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal (404: no report card yet) at once, without asking again', async () => {
    const fetchMock = vi.fn(async () => failure(404, 'No report card yet'));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={appClient()}>
        <Report />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No report card yet');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits offline instead of failing, and loads by itself when the connection returns', async () => {
    const fetchMock = vi.fn(async () => envelope({ grade: 'B' }));
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);
    render(
      <QueryClientProvider client={appClient()}>
        <Report />
      </QueryClientProvider>,
    );
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('grade B')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('followSession()', () => {
  it("forgets one user's answers when they sign out or another user signs in, and keeps them across a token refresh", () => {
    const client = appClient();
    const stop = followSession(client);
    client.setQueryData(['forms', 'mine', 'en'], { accrid: 12 });
    updateToken('head-token-2');
    expect(client.getQueryData(['forms', 'mine', 'en'])).toEqual({ accrid: 12 });
    endSession({ byUser: true });
    expect(client.getQueryData(['forms', 'mine', 'en'])).toBeUndefined();
    startSession(head);
    client.setQueryData(['forms', 'mine', 'en'], { accrid: 12 });
    startSession(dqa);
    expect(client.getQueryData(['forms', 'mine', 'en'])).toBeUndefined();
    stop();
  });
});
