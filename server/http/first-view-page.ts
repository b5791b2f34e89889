import { createGzip, constants } from 'node:zlib';
import type { Context } from 'hono';

/** A signed-in page's first view drawn on the server (server/form/first-view.ts). */
export interface PageFirstView {
  html: string;
  /** JSON safe inside a script element. */
  data: string;
}

/**
 * A page the server will draw: who for, known at once (the cookie checked), and the drawing,
 * which takes the form's reading and rendering; null when it could not be drawn after all.
 */
export interface FirstViewDrawing {
  /** The user's login name and the language drawn in, which the page's inline script compares with this device's. */
  loginId: string;
  lang: string;
  view: Promise<PageFirstView | null>;
}

/**
 * The static inline script after a drawing: the page's first inline script (web/app/earliestCall.ts)
 * left this function for it, and it decides there whether the app takes the view. Allowed by its
 * hash like the first (pagePolicy).
 */
export const FIRST_VIEW_TAKE_SCRIPT = '__firstViewTake()';

/**
 * Follows the drawing: until it is in the page, nothing of the drawing is painted (web/styles/base.css).
 * The drawing reaches the browser in pieces (packets, the compressor's blocks) and a slow phone's
 * parser paints what it has, so half a top bar was painted and then moved when its other half came.
 */
export const WHOLE_MARK = '<i class="first-view-whole" hidden></i>';

/** The element the app draws in, with the frame painted before any script (web/index.html). */
const ROOT = /<div id="root">((?:(?!<div id="root">)[\s\S])*?<\/div>)<\/div>/;

const attr = (s: string) => s.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page cut where the drawing goes: `head` is sent at once (the styles and scripts start
 * loading while the server reads and draws the form), with a mark before the inline script that a
 * drawing for this user and language follows, and the app's element hidden; the frame painted
 * before any script stays on screen until the drawing arrives below it. `rest` closes the page
 * after the drawing (or without one). Null when the page is not the one expected.
 */
export function splitForFirstView(html: string, drawing: Pick<FirstViewDrawing, 'loginId' | 'lang'>): { head: string; rest: (view: PageFirstView | null) => string } | null {
  const inline = html.indexOf('<script>');
  const root = ROOT.exec(html);
  if (inline < 0 || !root || root.index < inline) return null;
  const mark = `<meta name="first-view" content="${attr(drawing.loginId)} ${attr(drawing.lang)}" />`;
  const frame = root[1].replace('class="topbar boot-bar', 'class="topbar boot-bar first-view-wait');
  const head = html.slice(0, inline) + mark + html.slice(inline, root.index) + `<div id="root" hidden></div><div id="first-view">${frame}`;
  const after = html.slice(root.index + root[0].length);
  const rest = (view: PageFirstView | null) =>
    (view ? `${view.html}${WHOLE_MARK}</div><script type="application/json" id="first-view-data">${view.data}</script>` : '</div>') +
    `<script>${FIRST_VIEW_TAKE_SCRIPT}</script>` +
    after;
  return { head, rest };
}

/**
 * Sends `head` at once and the rest when the drawing is done, gzipped with a flush after the head
 * (a compressing stream would otherwise hold it back until the end) when the browser takes gzip.
 */
export function streamPage(c: Context, head: string, rest: Promise<string>): Response {
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  const encoder = new TextEncoder();
  const z = gzip ? createGzip() : null;
  // A browser that leaves (a closed tab) cancels the stream: nothing more is sent, nothing throws.
  let open = true;
  let left = () => undefined as void;
  const gone = new Promise<void>((resolve) => (left = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (bytes: Uint8Array) => {
        if (open) controller.enqueue(bytes);
      };
      try {
        if (!z) {
          send(encoder.encode(head));
          const tail = await rest;
          send(encoder.encode(tail));
        } else {
          z.on('data', (chunk: Buffer) => send(new Uint8Array(chunk)));
          const ended = new Promise<void>((resolve, reject) => {
            z.once('end', resolve);
            z.once('error', reject);
          });
          z.write(head);
          await Promise.race([new Promise<void>((resolve) => z.flush(constants.Z_SYNC_FLUSH, () => resolve())), gone]);
          const tail = await rest;
          if (!open) return;
          z.end(tail);
          await Promise.race([ended, gone]);
        }
        if (open) controller.close();
      } catch (err) {
        if (open) controller.error(err);
      } finally {
        open = false;
      }
    },
    cancel() {
      open = false;
      left();
      z?.destroy();
    },
  });
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Cookie, Accept-Encoding' };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return c.body(body, 200, headers);
}
