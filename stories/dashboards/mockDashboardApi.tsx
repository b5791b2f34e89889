// A fake dashboard API for the stories: fetch answers the envelope with rows
// recorded from the demo server (fixtures.json), each `text` put back in the
// language of the call, as the server does.
import type { Decorator } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LangProvider } from '../../web/app/LangContext';
import type { Session } from '../../web/auth/session';
import fixtures from './fixtures.json';
import { drillDownPage } from './drillDownFixtures';

type Lang = 'en' | 'hi';
type Row = Record<string, unknown>;
/** How the fake server behaves: whose scope, and which calls fail or answer nothing. */
export type MockOptions = { scope?: 'state' | 'district'; failing?: string[]; empty?: boolean; slow?: string[]; behindSeconds?: number; behindFor?: number };
// slow: calls that never answer (to show the loading placeholders). behindSeconds: changes not counted yet (GET freshness);
// behindFor: only that many freshness answers are behind, then the changes are counted.

const sessions: Record<'state' | 'district', Session> = {
  state: {
    jwtToken: 'story',
    allowedPrivilege: '1,7,10,18,22,23',
    logInUser: { userId: 3, loginId: 'sqa', firstName: 'Sunita', lastName: 'Yadav', role: 'SQA' },
    schoolCode: null,
  },
  district: { jwtToken: 'story', allowedPrivilege: '1,7,10,18', logInUser: { userId: 2, loginId: 'dqa', firstName: 'Rakesh', lastName: 'Verma', role: 'DQA' }, schoolCode: null },
};

// An earlier, closed cycle, so the cycle-wise chart has something to compare.
const earlierCycle = { cycleId: 0, name: '2025-26', status: 'CLOSED', forms: 45, approved: 38, averageScore: 58.4 };

/** Adds `text` (and districtText, statusText, seriesText) in the caller's language to bilingual rows. */
function localise(rows: Row[], lang: Lang): Row[] {
  return rows.map((r) => {
    const out: Row = { ...r };
    for (const [labelKey, textKey] of [
      ['label', 'text'],
      ['districtLabel', 'districtText'],
      ['statusLabel', 'statusText'],
      ['seriesLabel', 'seriesText'],
    ]) {
      const label = r[labelKey] as { en: string; hi: string } | undefined;
      if (label) out[textKey] = label[lang];
    }
    return out;
  });
}

type Body = { districtId?: number; status?: number };

/** The filters the fake server honours: district on district rows, status on the status chart. */
function filtered(path: string, rows: Row[], body: Body): Row[] {
  let out = rows;
  if (body.districtId !== undefined) out = out.filter((r) => !('districtId' in r) || r.districtId === body.districtId);
  if (body.status !== undefined && path === 'chart/statuswise') out = out.filter((r) => r.key === body.status);
  return out;
}

function answer(path: string, query: URLSearchParams, body: Body, o: MockOptions): Row[] | null {
  const district = o.scope === 'district';
  const l = fixtures.lookups;
  if (path === 'accryear') return l.accryear;
  if (path === 'districts/user') return district ? l.dqaDistricts : l.districts;
  if (path === 'status') return l.status;
  if (path === 'blocks') return (l.blocks as Record<string, Row[]>)[query.get('districtId') ?? ''] ?? [];
  if (o.empty) return [];
  if (path === 'chart/statescore' && body.districtId !== undefined) return (fixtures.statescoreByDistrict as Record<string, Row[]>)[String(body.districtId)] ?? [];
  if (path === 'progress/district/domain') {
    // The per-district scores of the fixtures, as the one call the server answers them with.
    const names = (district ? l.dqaDistricts : l.districts) as { id: number; label: { en: string; hi: string } }[];
    return names
      .filter((d) => body.districtId === undefined || d.id === body.districtId)
      .flatMap((d) => ((fixtures.statescoreByDistrict as Record<string, Row[]>)[String(d.id)] ?? []).map((r) => ({ ...r, districtId: d.id, districtLabel: d.label })));
  }
  if (path === 'cycle/data') return [earlierCycle, ...fixtures.charts['cycle/data']];
  const rows = (district ? (fixtures.dqaCharts as Record<string, Row[]>)[path] : undefined) ?? (fixtures.charts as Record<string, Row[]>)[path];
  return rows ? filtered(path, rows, body) : null;
}

function install(o: MockOptions): void {
  let freshnessAsked = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://story.local');
    const lang: Lang = new Headers(init?.headers).get('Accept-Language') === 'hi' ? 'hi' : 'en';
    const path = url.pathname.replace(/^\/v1\/dashboard\//, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const json = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
    if (o.slow?.includes(path)) return new Promise<Response>(() => undefined);
    if (o.failing?.includes(path)) return json(500, { status: 'FAILURE', errorCode: 'error', errorMessage: lang === 'hi' ? 'कुछ गड़बड़ी हुई' : 'Something went wrong' });
    if (path === 'freshness') {
      freshnessAsked += 1;
      const behind = o.behindFor !== undefined && freshnessAsked > o.behindFor ? null : (o.behindSeconds ?? null);
      return json(200, { status: 'SUCCESS', value: { pendingSince: behind === null ? null : new Date(Date.now() - behind * 1000).toISOString(), behindSeconds: behind } });
    }
    // The drill-down list answers a page, not chart rows.
    if (path === 'schools') return json(200, { status: 'SUCCESS', value: drillDownPage(body, lang, { empty: o.empty, district: o.scope === 'district' ? 1 : undefined }) });
    const rows = answer(path, url.searchParams, body, o);
    if (rows === null) return json(404, { status: 'FAILURE', errorCode: 'notFound', errorMessage: 'No records found!' });
    return json(200, { status: 'SUCCESS', value: localise(rows, lang) });
  }) as typeof fetch;
}

/** A decorator: signs in (state or district scope), fakes the dashboard API and renders the story at `url`. */
export function withDashboardApi(o: MockOptions = {}, url = '/dashboard/progress'): Decorator {
  return (Story) => {
    localStorage.setItem('session', JSON.stringify(sessions[o.scope ?? 'state']));
    install(o);
    return (
      <LangProvider initial={i18n.locale === 'hi' ? 'hi' : 'en'}>
        <MemoryRouter initialEntries={[url]}>
          <Story />
        </MemoryRouter>
      </LangProvider>
    );
  };
}

/** A play function: waits until every chart has loaded (no spinner left). */
export async function chartsLoaded({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await waitFor(
    () => {
      if (canvasElement.querySelector('.loading')) throw new Error('still loading');
      if (!canvasElement.querySelector('.chart-card')) throw new Error('no chart yet');
    },
    { timeout: 4000 },
  );
}
