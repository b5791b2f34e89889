import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { receiveUpload } from '../http/multipart-stream';
import { notFound } from '../http/errors';
import { id, schoolCode } from '../http/schemas';
import { check, jsonBody, requestSchema } from '../http/validate';
import { changeComplaintStatus, type ComplaintStatusInput } from './change-complaint-status';
import { addComplaintComment, listComplaintComments } from './complaint-comments';
import { listComplaintDocuments, readComplaintDocument, uploadComplaintDocuments } from './complaint-documents';
import { createComplaint, type CreateComplaintInput } from './create-complaint';
import { baseSchema } from '../db/revision';
import type { Deps } from '../deps';
import { listComplaints, type ListComplaintsInput } from './list-complaints';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';
import { idParam } from '../http/params';

export const createComplaintSchema = requestSchema<CreateComplaintInput>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['subject', 'description'],
    // A blank subject or description is refused by the service, with the same message as a missing one.
    properties: { subject: { type: 'string', maxLength: 200 }, description: { type: 'string', maxLength: 5000 }, schoolCode },
  },
  { subject: 'enterSubject', description: 'enterSubject' },
);

export const listComplaintsSchema = requestSchema<ListComplaintsInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', maxLength: 32 },
    districtId: { ...id, description: "The complaint's district, else its school's (as the dashboard's complaint chart)." },
    blockId: { ...id, description: "The block of the complaint's school." },
    overdue: { type: 'boolean' },
    ...pageProperties,
    ...cursorProperties,
  },
});

export const complaintStatusSchema = requestSchema<ComplaintStatusInput>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['complaintid', 'status', 'comment'],
    // Blank ones are refused by the service with the same messages: "Please select status", "Please add comment".
    properties: { complaintid: id, status: { type: 'string', maxLength: 32 }, comment: { type: 'string', maxLength: 2000 }, base: baseSchema },
  },
  { status: 'selectStatus', comment: 'addComment' },
);

export const complaintCommentSchema = requestSchema<{ complaintid: number; comment: string }>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['complaintid', 'comment'],
    // A blank comment is refused by the service with the same message.
    properties: { complaintid: id, comment: { type: 'string', maxLength: 2000 } },
  },
  { comment: 'addComment' },
);

export const complaintUploadFieldsSchema = requestSchema<{ complaintid: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['complaintid'],
  properties: { complaintid: id },
});

/** Complaints, grievance redressal (spec §7, complaint): privilege 23 on every call. */
export function complaintRoutes(deps: Deps) {
  const complaintId = (raw: string | undefined) => idParam(raw, 'complaintid');
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requirePrivilege(PRIV.complaints))
    .post('/create', jsonBody(createComplaintSchema), async (c) => ok(c, await createComplaint(deps, c.get('user'), c.req.valid('json'), langOf(c)), 'complaintRaised', 201))
    .post('/list', jsonBody(listComplaintsSchema), async (c) => ok(c, await listComplaints(deps, c.get('user'), c.req.valid('json'), langOf(c))))
    .post('/status', jsonBody(complaintStatusSchema), async (c) =>
      ok(c, await changeComplaintStatus(deps, c.get('user'), c.req.valid('json'), langOf(c)), 'complaintStatusUpdated'),
    )
    .post('/:complaintid/comment/list', async (c) => ok(c, await listComplaintComments(deps, c.get('user'), complaintId(c.req.param('complaintid')), langOf(c))))
    .post('/comment', jsonBody(complaintCommentSchema), async (c) => ok(c, await addComplaintComment(deps, c.get('user'), c.req.valid('json')), 'commentSaved', 201))
    .get('/:complaintid', async (c) => {
      // Scoped like the list: a complaint the caller may not see is simply not found.
      const { items } = await listComplaints(deps, c.get('user'), { complaintid: complaintId(c.req.param('complaintid')) }, langOf(c));
      if (!items[0]) throw notFound();
      return ok(c, items[0]);
    })
    .get('/:complaintid/document/list', async (c) => ok(c, await listComplaintDocuments(deps, c.get('user'), complaintId(c.req.param('complaintid')))))
    .post('/document/upload', async (c) =>
      // Streamed to temporary files, checked, then moved into the store; never held in memory whole.
      receiveUpload(c, deps.uploadDir, async ({ fields: form, files }) => {
        const fields = check(complaintUploadFieldsSchema, { complaintid: Number(form.complaintid) });
        return ok(c, await uploadComplaintDocuments(deps, c.get('user'), fields.complaintid, files), 'filesUploaded', 201);
      }),
    )
    .get('/:complaintid/document/:documentid', async (c) => {
      const doc = await readComplaintDocument(deps, c.get('user'), complaintId(c.req.param('complaintid')), idParam(c.req.param('documentid'), 'documentid'));
      return c.body(doc.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': doc.contentType,
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
