// The export's fake server for the stories: the dashboard lookups (cycles, districts, blocks,
// statuses) from the dashboard fake, and `GET /v1/export/forms` answered with a small CSV streamed
// in pieces, as the real one is.
import type { Decorator } from '@storybook/react-vite';
import type { Session } from '../../web/auth/session';
import { withDashboardApi } from './mockDashboardApi';

/** How the fake export answers: rows, nothing in scope, refused, or a stream that never ends (progress). */
export type ExportMock = { scope?: 'state' | 'district'; export?: 'rows' | 'empty' | 'forbidden' | 'endless' };

const sessions: Record<'state' | 'district', Session> = {
  state: {
    jwtToken: 'story',
    allowedPrivilege: '1,7,10,18,22,23,43',
    logInUser: { userId: 3, loginId: 'sqa', firstName: 'Sunita', lastName: 'Yadav', role: 'SQA' },
    schoolCode: null,
  },
  district: {
    jwtToken: 'story',
    allowedPrivilege: '1,7,10,18,42',
    logInUser: { userId: 2, loginId: 'dqa', firstName: 'Rakesh', lastName: 'Verma', role: 'DQA' },
    schoolCode: null,
  },
};

/** A CSV export of three forms, as the server writes it (codes, labels, rows). */
export const sampleCsv = [
  'form_id,school_code,district_id,status,Q001,Q001_evidence\r\n',
  'Form id (accrid),School code,District,Form status,Q001: Is there a School Management Committee?,Q001: evidence files\r\n',
  '1,06010100101,1,9,YN1,1\r\n2,06010100102,1,3,NA,0\r\n',
  '3,06010100103,1,2,YN2,0\r\n',
];

function exportResponse(mode: NonNullable<ExportMock['export']>): Response {
  if (mode === 'forbidden') {
    return new Response(JSON.stringify({ status: 'FAILURE', errorCode: 'forbidden', errorMessage: 'You are not allowed to do this.' }), {
      status: 403,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const encoder = new TextEncoder();
  const pieces = mode === 'empty' ? sampleCsv.slice(0, 2) : mode === 'endless' ? sampleCsv.slice(0, 3) : sampleCsv;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      // An endless export stays open: the panel keeps showing its progress.
      if (mode !== 'endless') controller.close();
    },
  });
  const total = mode === 'empty' ? 0 : mode === 'endless' ? 2500 : 3;
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': String(total), 'Content-Disposition': "attachment; filename*=UTF-8''export-2026-27.csv" },
  });
}

const wrapped = Symbol('export mock');

/** A decorator: the dashboard fake at /dashboard/export, a reviewer's session, and the export route. */
export function withExportApi(o: ExportMock = {}): Decorator {
  const scope = o.scope ?? 'state';
  return (Story, context) =>
    withDashboardApi({ scope }, '/dashboard/export?year=1')(() => {
      localStorage.setItem('session', JSON.stringify(sessions[scope]));
      const lookups = globalThis.fetch as typeof fetch & { [wrapped]?: boolean };
      if (!lookups[wrapped]) {
        const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (url.includes('/v1/export/forms')) return exportResponse(o.export ?? 'rows');
          return lookups(input, init);
        }) as typeof fetch & { [wrapped]?: boolean };
        fake[wrapped] = true;
        globalThis.fetch = fake;
      }
      return <Story />;
    }, context);
}
