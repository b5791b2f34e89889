import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { RecordedAnswer } from './answer-check';

/** A reverse proxy in front of a server, and how to stop it. */
export interface RecordingProxy {
  /** Where clients go instead of the server: same paths, same answers. */
  url: string;
  close: () => Promise<void>;
}

// Headers that belong to one connection, not to the request or answer: each side of the proxy has its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
// A JSON answer larger than this is passed on but not kept: no answer of this API comes near it.
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return body;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      throw new Error(`content-encoding "${encoding}" cannot be decoded`);
  }
}

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/**
 * Starts a reverse proxy on 127.0.0.1 that passes every request to `target` unchanged (the Host
 * header too, so links the server builds name the proxy) and streams each answer back as it
 * comes. An answer to a /v1/ path is handed to `record` once its last byte has come from the
 * server, also when the client has gone by then; one the server broke off is not, since its body is
 * not a whole answer.
 */
export function startRecordingProxy(target: string, record: (answer: RecordedAnswer) => void): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const proxy = createServer((req, res) => {
    const path = req.url ?? '/';
    let answerStream: IncomingMessage | null = null;
    let clientGone = false;
    const outgoing = request(
      // A new connection for each request: a kept-alive one the server has just timed out would
      // fail the request with a reset no client of the real server ever sees.
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: endToEnd(req.headers), agent: false },
      (answer) => {
        answerStream = answer;
        const watched = path.startsWith('/v1/');
        const contentType = answer.headers['content-type'];
        const chunks: Buffer[] = [];
        let bytes = 0;
        let kept = watched && isJson(contentType);
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (!kept) return;
          if (bytes > MAX_KEPT_BYTES) kept = false;
          else chunks.push(chunk);
        });
        answer.on('end', () => {
          if (!watched) return;
          const requestId = answer.headers['x-request-id'];
          const recorded: RecordedAnswer = {
            method: req.method ?? 'GET',
            url: path,
            status: answer.statusCode ?? 0,
            contentType: contentType ?? null,
            requestId: typeof requestId === 'string' ? requestId : null,
            client: /Chrome\//.test(req.headers['user-agent'] ?? '') ? 'browser' : 'test',
            bodyBytes: bytes,
            body: null,
          };
          if (kept) {
            try {
              const body = decoded(Buffer.concat(chunks), answer.headers['content-encoding']);
              recorded.bodyBytes = body.length;
              recorded.body = body.toString('utf8');
            } catch (e) {
              recorded.body = `(undecodable: ${e instanceof Error ? e.message : String(e)})`;
            }
          }
          record(recorded);
        });
        if (clientGone) {
          answer.resume();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (clientGone) return;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end();
    });
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      // A tab closed while its save is on the way: without the proxy the server still gets the
      // whole request and answers it to nobody. So here: only a request the client broke off
      // before its last byte is broken off; the answer to any other is read and still checked.
      if (!req.readableEnded) outgoing.destroy();
      else if (answerStream) {
        answerStream.unpipe(res);
        answerStream.resume();
      }
    });
    req.pipe(outgoing);
  });
  return new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(0, '127.0.0.1', () => {
      const { port } = proxy.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            proxy.close(() => done());
            proxy.closeAllConnections();
          }),
      });
    });
  });
}
