import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './envelope';

/** Evidence uploads carry files of up to 10 MB each; every other call is small JSON. */
const UPLOAD_PATHS = new Set(['/v1/form/question/document', '/v1/complaint/document/upload']);
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Refuses a body over its limit with 413, and closes the connection with it: the rest of the
 * body is still on its way, and on a kept-alive connection the server would read those bytes as
 * the next request, losing the client's real next request.
 */
export function bodySizeLimit(): MiddlewareHandler {
  return async (c, next) => {
    const maxSize = UPLOAD_PATHS.has(c.req.path) ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES;
    return bodyLimit({
      maxSize,
      onError: (cc) => {
        cc.header('Connection', 'close');
        return fail(cc, 413, 'invalidRequest', [{ problem: 'bodyTooLarge', limitBytes: maxSize }]);
      },
    })(c, next);
  };
}
