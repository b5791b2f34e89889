import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Deps } from '../../server/deps';
import { closeObjects, createResponseChecker, type Answer } from '../support/openapi-responses';

// The check every API test runs on every answer (tests/support/test-app.ts), fed made-up answers:
// it must refuse what the OpenAPI document does not describe, or it proves nothing.
// The routes are listed without a database: the factories only keep their dependencies.
const { problems } = createResponseChecker(createApp({} as Deps).routes);
const json = (value: unknown) => JSON.stringify(value);
const statusRow = { code: 1, label: { en: 'Created', hi: 'बनाया गया' }, text: 'Created' };
const answer = (a: Partial<Answer>): Answer => ({
  method: 'GET',
  url: '/v1/dashboard/status',
  status: 200,
  contentType: 'application/json',
  body: json({ status: 'SUCCESS', value: [statusRow] }),
  ...a,
});

describe('the answer check against the OpenAPI document', () => {
  it('passes an answer the document describes, query string and charset included', () => {
    expect(problems(answer({ url: '/v1/dashboard/status?x=1', contentType: 'application/json; charset=UTF-8' }))).toEqual([]);
    expect(problems(answer({ status: 401, body: json({ status: 'FAILURE', errorCode: 'unauthorized', errorMessage: 'Sign in', details: [] }) }))).toEqual([]);
  });

  it('refuses a field the document does not name, in the value and in the envelope', () => {
    const extra = problems(answer({ body: json({ status: 'SUCCESS', value: [{ ...statusRow, colour: 'red' }] }) }));
    expect(extra).toEqual([expect.stringMatching(/GET \/v1\/dashboard\/status 200: \/value\/0 must NOT have additional properties "colour"/)]);
    expect(problems(answer({ body: json({ status: 'SUCCESS', value: [statusRow], debug: true }) }))).toEqual([expect.stringContaining('"debug"')]);
    const failure = { status: 'FAILURE', errorCode: 'forbidden', errorMessage: 'No', details: [{ problem: 'x', secret: 'y' }] };
    expect(problems(answer({ status: 403, body: json(failure) }))).toEqual([expect.stringContaining('"secret"')]);
  });

  it('refuses a status the operation does not document', () => {
    expect(problems(answer({ status: 418 }))).toEqual([expect.stringMatching(/GET \/v1\/dashboard\/status: status 418 is not documented/)]);
    // The sign-in documents its failed sign-in (401), but a 409 is not one of its answers.
    expect(
      problems(answer({ method: 'POST', url: '/v1/identity/web/auth', status: 409, body: json({ status: 'FAILURE', errorCode: 'x', errorMessage: 'x', details: [] }) })),
    ).toEqual([expect.stringContaining('status 409 is not documented')]);
  });

  it('refuses a wrong type, a missing field and an undocumented content type', () => {
    expect(problems(answer({ body: json({ status: 'SUCCESS', value: [{ ...statusRow, code: 'one' }] }) })).join()).toMatch(/\/value\/0\/code/);
    expect(problems(answer({ body: json({ status: 'SUCCESS', value: [{ code: 1, text: 'Created' }] }) })).join()).toMatch(/must have required property 'label'/);
    expect(problems(answer({ contentType: 'text/html' }))).toEqual([expect.stringContaining('content type "text/html" is not documented')]);
    const pdf = { url: '/v1/report/5/pdf', body: '' };
    expect(problems(answer({ ...pdf, contentType: 'application/pdf' }))).toEqual([]);
    expect(problems(answer({ ...pdf, contentType: 'application/zip' }))).toEqual([expect.stringContaining('"application/zip" is not documented')]);
  });

  it('takes the fixed path before the parameter, and an unknown route only as the 404 envelope', () => {
    expect(problems(answer({ url: '/v1/cycle/versions', body: json({ status: 'SUCCESS', value: [{ version: 'v1', title: 'One', current: true }] }) }))).toEqual([]);
    const unknown = { url: '/v1/nothing/here', status: 404, body: json({ status: 'FAILURE', errorCode: 'noRecords', errorMessage: 'No', details: [{ problem: 'unknownRoute' }] }) };
    expect(problems(answer(unknown))).toEqual([]);
    expect(problems(answer({ ...unknown, status: 200 }))).toEqual([expect.stringContaining('no such operation')]);
    // Outside /v1 is not the API: health probes and the web app.
    expect(problems(answer({ url: '/healthz', contentType: 'text/plain', body: 'ok' }))).toEqual([]);
  });

  it('closes objects that list their properties, and leaves open maps open', () => {
    expect(closeObjects({ type: 'object', properties: { a: { type: 'object', properties: { b: {} } } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: {} }, additionalProperties: false } },
      additionalProperties: false,
    });
    expect(closeObjects({ type: 'object', additionalProperties: { type: 'number' } })).toEqual({ type: 'object', additionalProperties: { type: 'number' } });
    expect(closeObjects({ anyOf: [{ properties: { a: {} } }, { type: 'null' }] })).toEqual({ anyOf: [{ properties: { a: {} }, additionalProperties: false }, { type: 'null' }] });
  });
});
