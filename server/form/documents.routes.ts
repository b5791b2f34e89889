import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { receiveUpload } from '../http/multipart-stream';
import { badRequest } from '../http/errors';
import { id } from '../http/schemas';
import { check, jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { deleteDocument, listDocuments, listFormDocuments, readDocument, uploadDocuments } from './documents';
import { idParam } from '../http/params';

/** Query of `GET /v1/form/:accrid/documents` (for the OpenAPI document; the route checks it as it reads it). */
export const formDocumentsQuerySchema = requestSchema<{ domainId?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { domainId: { type: 'string', pattern: '^D[0-9]{1,2}$' } },
});

export const uploadFieldsSchema = requestSchema<{ accrid: number; questionid: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid', 'questionid'],
  properties: { accrid: id, questionid: { type: 'string', pattern: '^Q[0-9]{3}$' } },
});

export const deleteDocumentSchema = requestSchema<{ accrid: number; documentid: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid', 'documentid'],
  properties: { accrid: id, documentid: id },
});

const questionParam = (raw: string | undefined): string => {
  if (!raw || !/^Q[0-9]{3}$/.test(raw)) throw badRequest([{ field: 'questionid', problem: 'pattern' }]);
  return raw;
};

/** Evidence documents per question (spec §7, documents). Mounted under /v1/form. */
export function documentRoutes(deps: Deps) {
  // Per route, not .use(): this sub-app shares the /v1/form prefix with the form routes.
  const auth = requireAuth(deps);
  const may = requirePrivilege(PRIV.documents);
  return new Hono<AppEnv>()
    .post('/question/document', auth, may, async (c) =>
      // Streamed to temporary files, checked, then moved into the store; never held in memory whole.
      receiveUpload(c, deps.uploadDir, async ({ fields: form, files }) => {
        const fields = check(uploadFieldsSchema, { accrid: Number(form.accrid), questionid: form.questionid });
        return ok(c, await uploadDocuments(deps, c.get('user'), fields.accrid, fields.questionid, files), 'filesUploaded', 201);
      }),
    )
    .get('/:accrid/documents', auth, may, async (c) => {
      const domainId = c.req.query('domainId');
      if (domainId !== undefined && !/^D[0-9]{1,2}$/.test(domainId)) throw badRequest([{ field: 'domainId', problem: 'pattern' }]);
      return ok(c, await listFormDocuments(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), { domainId }));
    })
    .post('/:accrid/question/:questionid/documents', auth, may, async (c) =>
      ok(c, await listDocuments(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), questionParam(c.req.param('questionid')))),
    )
    .get('/:accrid/question/:questionid/documents/:documentid', auth, may, async (c) => {
      const doc = await readDocument(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), idParam(c.req.param('documentid'), 'documentid'));
      return c.body(doc.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': doc.contentType,
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/question/document/delete', auth, may, jsonBody(deleteDocumentSchema), async (c) => {
      const body = c.req.valid('json');
      return ok(c, await deleteDocument(deps, c.get('user'), body.accrid, body.documentid), 'documentDeleted');
    });
}
