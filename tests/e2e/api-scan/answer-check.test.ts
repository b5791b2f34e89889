import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Document } from 'openapi-backend';
import { closeObjects, createAnswerCheck, type AnswerCheck, type RecordedAnswer } from './answer-check';
import { describeFindings, takeFindings, scanApi } from './api-scan';
import type { RecordingProxy } from './recording-proxy';

// The scanner proves nothing unless it can fail: fed answers the document (this run's, from
// scripts/openapi-write.ts) does not describe, it must report each one.
let check: AnswerCheck;
beforeAll(async () => {
  check = await createAnswerCheck(JSON.parse(readFileSync(inject('openapiDocument'), 'utf8')) as Document);
});

const statusRow = { code: 1, label: { en: 'Created', hi: 'बनाया गया' }, text: 'Created' };
const answer = (a: Partial<RecordedAnswer> & { value?: unknown }): RecordedAnswer => {
  const { value, ...rest } = a;
  const body = JSON.stringify({ status: 'SUCCESS', value: value ?? [statusRow] });
  return { method: 'GET', url: '/v1/dashboard/status', status: 200, contentType: 'application/json', requestId: 'r-1', client: 'browser', bodyBytes: body.length, body, ...rest };
};

describe('createAnswerCheck()', () => {
  it('passes an answer the document describes', () => {
    expect(check.problems(answer({ url: '/v1/dashboard/status?cycleId=1', contentType: 'application/json; charset=UTF-8' }))).toEqual([]);
    expect(check.operationOf(answer({}))).toBe('GET /v1/dashboard/status');
  });

  it('reports a status the operation does not document', () => {
    expect(check.problems(answer({ status: 418 }))).toEqual([expect.stringMatching(/^GET \/v1\/dashboard\/status → 418: status 418 is not documented \(the document lists 200, /)]);
  });

  it('reports a field the document does not name, in the value and in the envelope', () => {
    expect(check.problems(answer({ value: [{ ...statusRow, colour: 'red' }] }))).toEqual(['GET /v1/dashboard/status → 200: /value/0 must NOT have additional properties "colour"']);
    const body = JSON.stringify({ status: 'SUCCESS', value: [statusRow], debug: true });
    expect(check.problems(answer({ body }))).toEqual(['GET /v1/dashboard/status → 200: (body) must NOT have additional properties "debug"']);
  });

  it('reports a wrong type, an undocumented content type and a path the document lacks', () => {
    expect(check.problems(answer({ value: [{ ...statusRow, code: 'one' }] })).join()).toMatch(/\/value\/0\/code must be integer/);
    expect(check.problems(answer({ contentType: 'text/html', body: null }))).toEqual([expect.stringContaining('content type "text/html" is not documented')]);
    expect(check.problems(answer({ url: '/v1/nothing/here' }))).toEqual([expect.stringContaining('no operation in the document')]);
    // Hono's 404 for a path it does not route is no operation's answer, and passes.
    expect(check.problems(answer({ url: '/v1/nothing/here', status: 404 }))).toEqual([]);
  });

  it('takes the fixed path before the parameter', () => {
    expect(check.operationOf(answer({ url: '/v1/cycle/versions' }))).toBe('GET /v1/cycle/versions');
  });

  it('closes objects that name their properties and leaves open maps open', () => {
    expect(closeObjects({ type: 'object', properties: { a: { type: 'object', properties: { b: {} } } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: {} }, additionalProperties: false } },
      additionalProperties: false,
    });
    expect(closeObjects({ type: 'object', additionalProperties: { type: 'number' } })).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
  });
});

describe('scanApi()', () => {
  // A stand-in for the server that answers what the document does not describe, gzipped as the real one does.
  let upstream: Server;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const extra = req.url?.startsWith('/v1/dashboard/status');
      const body = gzipSync(JSON.stringify({ status: 'SUCCESS', value: [extra ? { ...statusRow, colour: 'red' } : statusRow] }));
      res.writeHead(extra ? 200 : 418, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-request-id': extra ? 'req-extra' : 'req-teapot' });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await scanApi(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes answers through unchanged and reports the undocumented field and status with their request ids', async () => {
    const extra = await fetch(`${proxy.url}/v1/dashboard/status`);
    expect(await extra.json()).toEqual({ status: 'SUCCESS', value: [{ ...statusRow, colour: 'red' }] });
    const teapot = await fetch(`${proxy.url}/v1/cycle/versions`);
    expect(teapot.status).toBe(418);
    await teapot.arrayBuffer();
    // No wait: the proxy records an answer on its last byte, before it ends the answer to the client.
    const found = takeFindings();
    expect(found.map((f) => [f.problem, f.answer.requestId, f.answer.client])).toEqual([
      ['GET /v1/dashboard/status → 200: /value/0 must NOT have additional properties "colour"', 'req-extra', 'test'],
      [expect.stringContaining('GET /v1/cycle/versions → 418: status 418 is not documented'), 'req-teapot', 'test'],
    ]);
    expect(describeFindings(found)).toContain("1× from the test's own code, e.g. GET /v1/dashboard/status; request id req-extra");
  });

  it('reports the same field on every row once, with the answers that had it', () => {
    const rows = answer({
      value: [
        { ...statusRow, colour: 'red' },
        { ...statusRow, colour: 'blue' },
      ],
      requestId: 'r-2',
    });
    const found = [rows, answer({ value: [{ ...statusRow, colour: 'red' }], requestId: 'r-3' })].flatMap((a) => check.problems(a).map((problem) => ({ problem, answer: a })));
    expect(found).toHaveLength(3);
    expect(describeFindings(found)).toBe(
      '- GET /v1/dashboard/status → 200: /value/* must NOT have additional properties "colour"\n    2× from the browser, e.g. GET /v1/dashboard/status; request id r-2, r-3',
    );
  });
});
