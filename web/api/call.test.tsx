// A .tsx test for the browser environment (FormData, the Lingui macro in the API client).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { apiActionCall, apiCall, callUrl } from './call';
import { ApiError } from './client';

i18n.loadAndActivate({ locale: 'en', messages: {} });

type Sent = { url: string; method: string; body: BodyInit | null | undefined; contentType: string | undefined };

function answering(envelope: object, status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ url, method: init.method ?? 'GET', body: init.body, contentType: headers['Content-Type'] });
      return new Response(JSON.stringify(envelope), { status });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a call by path', () => {
  it('fills the template from its path parameters, encoded, and adds the query it is given', () => {
    expect(callUrl('/v1/catalogue/versions/{version}/history', { path: { version: 'v 2/b' }, query: { target: 'question:Q001', skipped: undefined } })).toBe(
      '/v1/catalogue/versions/v%202%2Fb/history?target=question%3AQ001',
    );
    expect(callUrl('/v1/form/{accrid}/status', { path: { accrid: 12 } })).toBe('/v1/form/12/status');
    expect(callUrl('/v1/test-schools', { query: { search: undefined } })).toBe('/v1/test-schools');
  });

  it('sends its method and a JSON body, and answers the envelope’s value', async () => {
    const sent = answering({ status: 'SUCCESS', value: { version: 'd1' } });
    await expect(apiCall('post', '/v1/catalogue/drafts', { body: { from: '1.0' } })).resolves.toEqual({ version: 'd1' });
    expect(sent).toEqual([{ url: '/v1/catalogue/drafts', method: 'POST', body: '{"from":"1.0"}', contentType: 'application/json' }]);
  });

  it('sends a FormData body as multipart (the browser writes its content type) and keeps the success message', async () => {
    const sent = answering({ status: 'SUCCESS', value: [], message: 'Files uploaded' });
    const form = new FormData();
    form.append('complaintid', '3');
    await expect(apiActionCall('post', '/v1/complaint/document/upload', { body: form })).resolves.toEqual({ value: [], message: 'Files uploaded' });
    expect(sent[0].body).toBe(form);
    expect(sent[0].contentType).toBeUndefined();
  });

  it('throws ApiError with the server’s message on a failure, as api() does', async () => {
    answering({ status: 'FAILURE', errorCode: 'noRecords', errorMessage: 'No records found' }, 404);
    const failed = apiCall('get', '/v1/form/{accrid}/status', { path: { accrid: 9 } });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 404, errorCode: 'noRecords', message: 'No records found' });
  });
});
