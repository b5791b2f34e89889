import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope';

/** Evidence uploads carry files of up to 10 MB each; every other call is small JSON. */
const UPLOAD_PATHS = new Set(['/v1/form/question/document', '/v1/complaint/document/upload']);
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
export const MAX_JSON_BYTES = 1024 * 1024;

function refuse(c: Context, maxSize: number) {
  c.header('Connection', 'close');
  return fail(c, 413, 'invalidRequest', [{ problem: 'bodyTooLarge', limitBytes: maxSize }]);
}

/**
 * Refuses a body over its limit with 413, and closes the connection with it: the rest of the
 * body is still on its way, and on a kept-alive connection the server would read those bytes as
 * the next request, losing the client's real next request.
 */
export function bodySizeLimit(): MiddlewareHandler {
  return async (c, next) => {
    if (UPLOAD_PATHS.has(c.req.path)) {
      // Uploads are streamed to disk (multipart-stream.ts), which counts a body sent without a length;
      // bodyLimit would hold such a body whole in memory to count it. A declared length is refused here, unread.
      const declared = c.req.header('transfer-encoding') ? undefined : c.req.header('content-length');
      return declared !== undefined && parseInt(declared, 10) > MAX_UPLOAD_BYTES ? refuse(c, MAX_UPLOAD_BYTES) : next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is checked without touching the body: reading `raw.body` (as bodyLimit does)
    // makes the Node adapter build a full web Request and stream for the call instead of reading the
    // body straight from the socket (about 8 % of a save's server CPU). Node reads exactly the
    // declared length as the body, so the check holds.
    const declared = c.req.header('transfer-encoding') ? undefined : c.req.header('content-length');
    if (declared !== undefined) return Number(declared) > MAX_JSON_BYTES ? refuse(c, MAX_JSON_BYTES) : next();
    return bodyLimit({ maxSize: MAX_JSON_BYTES, onError: (cc) => refuse(cc, MAX_JSON_BYTES) })(c, next);
  };
}
