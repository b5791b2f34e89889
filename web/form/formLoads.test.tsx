// A .tsx test for the browser environment (localStorage, the Lingui macro in the API client).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formCalls, startCall, startFormCalls, stopCall, takeAnsweredCall, takeCall } from './formLoads';

type Seen = { method: string; url: string; body: string | null; lang: string | null };

function fakeServer() {
  const seen: Seen[] = [];
  let n = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({ method: init.method ?? 'GET', url, body: (init.body as string | undefined) ?? null, lang: headers['Accept-Language'] ?? null });
    n += 1;
    return new Response(JSON.stringify({ status: 'SUCCESS', value: { call: n, url } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { seen, fetch };
}

function signIn(loginId: string) {
  localStorage.setItem('session', JSON.stringify({ jwtToken: `token-${loginId}`, logInUser: { loginId, role: 'SCHOOL_HEAD' }, allowedPrivilege: '18' }));
}

describe('the domain form calls started before the page', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    localStorage.clear();
    signIn('head');
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for everything the page opens with in one call, in the stored language, and hands each part to its own take', async () => {
    localStorage.setItem('lang', 'hi');
    const parts = { form: { schema: 'D5' }, domains: ['D1'], status: { status: 1 }, comments: [], documents: [{ questionid: 'Q001' }] };
    server.fetch.mockImplementationOnce(async (url: string, init: RequestInit) => {
      server.seen.push({
        method: init.method ?? 'GET',
        url,
        body: (init.body as string | undefined) ?? null,
        lang: (init.headers as Record<string, string>)['Accept-Language'] ?? null,
      });
      return new Response(JSON.stringify({ status: 'SUCCESS', value: parts }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    startFormCalls('12', 'D5');
    await Promise.resolve();
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /v1/form/open']);
    expect(JSON.parse(server.seen[0].body!)).toEqual({ accrid: 12, domainId: 'D5' });
    expect(server.seen[0].lang).toBe('hi');
    expect(
      await Promise.all([
        takeCall(...formCalls.json('12', 'D5')),
        takeCall(...formCalls.domains('12')),
        takeCall(...formCalls.status('12')),
        takeCall(...formCalls.comments('12')),
        takeCall(...formCalls.documents('12', 'D5')),
      ]),
    ).toEqual([parts.form, parts.domains, parts.status, parts.comments, parts.documents]);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it("when the one call is refused, each part is asked for by its own call, so the page gets that call's own answer or refusal", async () => {
    const answer = server.fetch.getMockImplementation()!;
    // The server refuses the form until the school information is saved: the one call and the form's own.
    server.fetch.mockImplementation(async (url: string, init: RequestInit) =>
      url === '/v1/form/open' || url === '/v1/form/json'
        ? new Response(JSON.stringify({ status: 'FAILURE', errorMessage: 'Please Update School Information First' }), { status: 422 })
        : answer(url, init),
    );
    startFormCalls('13', 'D5');
    await expect(takeCall(...formCalls.json('13', 'D5'))).rejects.toThrow('Please Update School Information First');
    const status = (await takeCall(...formCalls.status('13'))) as unknown as { url: string };
    expect(status.url).toBe('/v1/form/13/status');
  });

  it('asks by its own call for a part the one call left out (a caller without that privilege)', async () => {
    server.fetch.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ status: 'SUCCESS', value: { form: {}, domains: [], status: {}, comments: null, documents: null } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    startFormCalls('14', 'D5');
    expect(await takeCall(...formCalls.domains('14'))).toEqual([]);
    const comments = (await takeCall(...formCalls.comments('14'))) as unknown as { url: string };
    expect(comments.url).toBe('/v1/form/14/comments');
    // The evidence lists were left out too; the parts the one call brought are not asked for again.
    expect(server.seen.map((s) => s.url)).toEqual(['/v1/form/14/comments', '/v1/form/14/documents?domainId=D5']);
  });

  it('hands a started call to the page once; the next take (a reload) asks the server again', async () => {
    startCall(...formCalls.status('7'));
    // The fake server answers its call count, not a form status.
    const first = (await takeCall(...formCalls.status('7'))) as unknown as { call: number };
    const again = (await takeCall(...formCalls.status('7'))) as unknown as { call: number };
    expect(first.call).toBe(1);
    expect(again.call).toBe(2);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not start a call twice while the first is waiting to be taken', () => {
    startCall(...formCalls.comments('7'));
    startCall(...formCalls.comments('7'));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('never hands one user the call started for another, nor an answer in the other language', async () => {
    startCall(...formCalls.status('7'));
    signIn('dqa');
    await takeCall(...formCalls.status('7'));
    localStorage.setItem('lang', 'hi');
    signIn('head');
    await takeCall(...formCalls.status('7'));
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again when the started call is old or was dropped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startCall(...formCalls.domains('7'));
    vi.setSystemTime(Date.now() + 61_000);
    await takeCall(...formCalls.domains('7'));
    expect(server.fetch).toHaveBeenCalledTimes(2);
    startCall(...formCalls.documents('7', 'D1'));
    stopCall(...formCalls.documents('7', 'D1'));
    await takeCall(...formCalls.documents('7', 'D1'));
    expect(server.fetch).toHaveBeenCalledTimes(4);
  });

  it('a started call that fails reaches the page as the failure, not as an unhandled rejection', async () => {
    server.fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ status: 'FAILURE', errorMessage: 'No records' }), { status: 404 }));
    startCall(...formCalls.json('7', 'D2'));
    await expect(takeCall(...formCalls.json('7', 'D2'))).rejects.toThrow('No records');
  });
  it("gives a page's first draw a call's answer only once it has come, and then once; one still on its way stays for the page to take", async () => {
    let answer = (_: Response) => undefined as void;
    server.fetch.mockImplementationOnce(() => new Promise<Response>((r) => (answer = r)));
    startCall(...formCalls.documents('9', 'D3'));
    expect(takeAnsweredCall(...formCalls.documents('9', 'D3'))).toBeUndefined();
    answer(new Response(JSON.stringify({ status: 'SUCCESS', value: [{ questionid: 'Q050' }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await vi.waitFor(() => expect(takeAnsweredCall(...formCalls.documents('9', 'D3'))).toEqual({ value: [{ questionid: 'Q050' }] }));
    // Taken: the next take asks the server again.
    expect(takeAnsweredCall(...formCalls.documents('9', 'D3'))).toBeUndefined();
    await takeCall(...formCalls.documents('9', 'D3'));
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it("gives a page's first draw nothing for a call that failed: the page's own take gets the failure", async () => {
    server.fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ status: 'FAILURE', errorMessage: 'No records' }), { status: 404 }));
    startCall(...formCalls.documents('9', 'D4'));
    await new Promise((r) => setTimeout(r, 0));
    expect(takeAnsweredCall(...formCalls.documents('9', 'D4'))).toBeUndefined();
    await expect(takeCall(...formCalls.documents('9', 'D4'))).rejects.toThrow('No records');
  });
});
