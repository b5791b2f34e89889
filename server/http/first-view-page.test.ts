import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { splitForFirstView, streamPage } from './first-view-page';

const INDEX =
  '<!doctype html><head><meta charset="UTF-8" />\n<script>early()</script></head><body><div id="root"><div class="topbar boot-bar"><span>frame</span></div></div></body>';

/** A page whose drawing the test finishes when it wants, streamed as the server streams it. */
function drawingApp() {
  let finish = (_html: string) => undefined as void;
  const rest = new Promise<string>((resolve) => (finish = resolve));
  const app = new Hono().get('/page', (c) => streamPage(c, 'HEAD|', rest));
  return { app, finish };
}

describe('the streamed first view page', () => {
  it('sends the head at once and the drawing when it is done, gzipped with a flush between', async () => {
    const { app, finish } = drawingApp();
    const res = await app.request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    const sofar = () => gunzipSync(Buffer.concat(chunks), { finishFlush: 2 }).toString();
    // The head is readable before the drawing is done: the flush let it out (after the gzip header).
    while (sofar() !== 'HEAD|') chunks.push((await reader.read()).value!);
    finish('DRAWING');
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe('HEAD|DRAWING');
  });

  it('stops quietly when the browser leaves before the drawing is done (a closed tab), gzipped or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const { app, finish } = drawingApp();
      const res = await app.request('/page', { headers: { 'accept-encoding': encoding } });
      const reader = res.body!.getReader();
      await reader.read();
      await reader.cancel();
      // The drawing finishes after the browser left: nothing is sent, nothing throws (an uncaught error would fail this test).
      finish('DRAWING');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('cuts the page where the drawing goes, with the mark before the inline script, and leaves any other page alone', () => {
    const parts = splitForFirstView(INDEX, { loginId: 'he"ad', lang: 'hi' })!;
    expect(parts.head).toBe(
      '<!doctype html><head><meta charset="UTF-8" />\n<meta name="first-view" content="he&#34;ad hi" /><script>early()</script></head><body><div id="root" hidden></div><div id="first-view"><div class="topbar boot-bar first-view-wait"><span>frame</span></div>',
    );
    expect(parts.rest({ html: '<p>q</p>', data: '{}' })).toBe(
      '<p>q</p><i class="first-view-whole" hidden></i></div><script type="application/json" id="first-view-data">{}</script><script>__firstViewTake()</script></body>',
    );
    expect(parts.rest(null)).toBe('</div><script>__firstViewTake()</script></body>');
    expect(splitForFirstView('<html><body><div id="root"></div></body>', { loginId: 'x', lang: 'en' })).toBeNull();
  });
});
