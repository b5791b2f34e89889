import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../../auth/middleware';
import { CATALOGUE_REVIEWERS, PRIV } from '../../auth/privileges';
import type { AppEnv } from '../../http/env';
import { langOf, ok } from '../../http/envelope';
import { check, requestSchema } from '../../http/validate';
import type { Deps } from '../../deps';
import { diffCatalogueVersions, exportCatalogueVersion, listCatalogueVersions } from './catalogue-versions';
import { applyCycleMigration, previewCycleMigration } from '../../cycle';
import { jsonBody } from '../../http/validate';
import { idParam } from '../../http/params';
import { getVersion, startDraft, importDraft } from './start-draft';
import { checkVersion, publishDraft, discardDraft } from './publish-draft';
import { versionHistory } from './version-history';
import { saveTitle, saveDomain, saveOptionGroup, saveGrading } from './draft-parts';
import { saveQuestion, addQuestion, moveQuestion, retireQuestion } from './draft-questions';
import { saveSubdomain, addSubdomain, moveSubdomain, retireSubdomain } from './draft-subdomains';
import { exportTexts, importTexts, type SheetFormat } from './catalogue-texts';
import { patchPart } from './catalogue-patch';
import { rebaseDraft, rebasePreview } from './catalogue-rebase';
import { copyQuestion, restoreQuestion } from './catalogue-copy';
import { revertPart, undoChange } from './catalogue-revert';
import { revertSchema, undoSchema } from './catalogue-revert-schemas';
import { badRequest } from '../../http/errors';
import { assertHindiRechecked, confirmHindi, listHindiToRecheck } from './catalogue-hindi-recheck';
import { hindiCheckedSchema, publishSchema } from './catalogue-recheck-schemas';
import { assertNoOpenComments } from '../comments/catalogue-comments';
import { someText } from '../approval/catalogue-approval-schemas';
import { checkMayApprove } from '../approval/catalogue-approval';
import {
  domainSchema,
  gradingSchema,
  historyQuerySchema,
  importSchema,
  moveQuestionSchema,
  moveSubdomainSchema,
  newQuestionSchema,
  newSubdomainSchema,
  optionGroupSchema,
  patchSchema,
  questionSchema,
  rebaseSchema,
  startDraftSchema,
  subdomainSchema,
  titleSchema,
} from './catalogue-draft-schemas';

const questionId = { type: 'string', pattern: '^Q[0-9]{3,}$', maxLength: 8 } as const;
const subdomainId = { type: 'string', pattern: '^SD[1-9][0-9]*$', maxLength: 8 } as const;
const domainId = { type: 'string', pattern: '^D[1-9][0-9]*$', maxLength: 6 } as const;
const groupId = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$', maxLength: 40 } as const;
export const questionParamSchema = requestSchema<string>(questionId);
export const subdomainParamSchema = requestSchema<string>(subdomainId);
export const domainParamSchema = requestSchema<string>(domainId);
export const groupParamSchema = requestSchema<string>(groupId);

const version = { type: 'string', pattern: '^v[0-9]+$', maxLength: 12 } as const;

export const diffQuerySchema = requestSchema<{ from: string; to: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: version, to: version },
});
export const versionParamSchema = requestSchema<string>(version);
export const migrationQuerySchema = requestSchema<{ to: string }>({ type: 'object', additionalProperties: false, required: ['to'], properties: { to: version } });
/** Moving a cycle's forms: the reason is required while the cycle's submission window is open. */
export const migrateSchema = requestSchema<{ to: string; reason?: string }>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['to'],
    properties: {
      to: version,
      reason: {
        type: 'string',
        minLength: 1,
        maxLength: 1000,
        pattern: someText,
        description: "Why the forms move while the cycle's submission window is open (required then, and only from a holder of privilege 61); kept in each form's history",
      },
    },
  },
  { reason: 'cycleMoveReason' },
);

export const textsQuerySchema = requestSchema<{ format?: SheetFormat }>({ type: 'object', additionalProperties: false, properties: { format: { enum: ['xlsx', 'csv'] } } });
/** The form fields of a texts sheet upload (the file itself is checked for size and kind). */
export const textsUploadSchema = requestSchema<{ apply: 'true' | 'false'; take?: string[] }>({
  type: 'object',
  additionalProperties: false,
  required: ['apply'],
  properties: {
    apply: { enum: ['true', 'false'] },
    take: {
      type: 'array',
      maxItems: 5000,
      description: "Conflicting cells (id|field|lang, one field each) to take from the sheet; the others keep the draft's text",
      items: { type: 'string', maxLength: 90, pattern: '^[^|]{1,40}\\|[^|]{1,40}\\|(en|hi)$' },
    },
  },
});
const MAX_SHEET_BYTES = 5 * 1024 * 1024;

/** The question catalogue's versions and drafts: read by its editors (60) and approvers (61), written by the editors, published by an approver. */
export function catalogueRoutes(deps: Deps) {
  // Reading is open to the approving officer too (issue 27: an approver may hold 61 alone); writing is the editors' (60), publishing the approver's (61).
  const edit = requirePrivilege(PRIV.catalogue);
  const approve = requirePrivilege(PRIV.catalogueApprove);
  return (
    new Hono<AppEnv>()
      .use(requireAuth(deps), requirePrivilege(...CATALOGUE_REVIEWERS))
      .get('/versions', async (c) => ok(c, await listCatalogueVersions(deps, langOf(c))))
      .get('/versions/:version/export', async (c) => {
        const v = check(versionParamSchema, c.req.param('version'));
        const file = await exportCatalogueVersion(deps, v);
        c.header('Content-Disposition', `attachment; filename="catalogue-${v}.json"`);
        return c.json(file);
      })
      .get('/diff', async (c) => {
        const q = check(diffQuerySchema, c.req.query());
        return ok(c, await diffCatalogueVersions(deps, q.from, q.to));
      })
      .get('/cycles/:cycleid/migration', async (c) => {
        const { to } = check(migrationQuerySchema, c.req.query());
        return ok(c, await previewCycleMigration(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), to));
      })
      // The editor: drafts, their parts, check, publish, audit.
      .get('/versions/:version', async (c) => ok(c, await getVersion(deps, check(versionParamSchema, c.req.param('version')))))
      .get('/versions/:version/check', async (c) => ok(c, await checkVersion(deps, check(versionParamSchema, c.req.param('version')), langOf(c))))
      .get('/versions/:version/texts', async (c) => {
        const v = check(versionParamSchema, c.req.param('version'));
        const { format = 'xlsx' } = check(textsQuerySchema, c.req.query());
        const file = await exportTexts(deps, v, format);
        return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
        });
      })
      .post('/drafts/:version/texts', edit, async (c) => {
        const v = check(versionParamSchema, c.req.param('version'));
        let form: Record<string, string | File | (string | File)[]>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw badRequest([{ problem: 'malformedMultipart' }]);
        }
        const take = form.take === undefined ? undefined : ([] as unknown[]).concat(form.take);
        const { apply, take: cells = [] } = check(textsUploadSchema, { apply: form.apply, ...(take ? { take } : {}) });
        const file = form.file;
        if (!(file instanceof File)) throw badRequest([{ field: 'file', problem: 'required' }]);
        if (file.size > MAX_SHEET_BYTES) throw badRequest([{ field: 'file', problem: 'tooLarge' }]);
        if (!/\.(xlsx|csv)$/i.test(file.name)) throw badRequest([{ field: 'file', problem: 'fileType' }]);
        const result = await importTexts(deps, c.get('user'), v, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, apply === 'true', cells);
        return ok(c, result, result.applied ? 'catalogueTextsApplied' : undefined);
      })
      .get('/versions/:version/history', async (c) => {
        const { target } = check(historyQuerySchema, c.req.query());
        return ok(c, await versionHistory(deps, check(versionParamSchema, c.req.param('version')), target));
      })
      .post('/drafts', edit, jsonBody(startDraftSchema), async (c) => ok(c, await startDraft(deps, c.get('user'), c.req.valid('json').from), undefined, 201))
      .post('/import', edit, jsonBody(importSchema), async (c) => ok(c, await importDraft(deps, c.get('user'), c.req.valid('json'), langOf(c)), undefined, 201))
      .put('/drafts/:version/title', edit, jsonBody(titleSchema), async (c) => {
        const b = c.req.valid('json');
        return ok(c, await saveTitle(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), b.title, b));
      })
      .put('/drafts/:version/questions/:questionid', edit, jsonBody(questionSchema), async (c) => {
        const b = c.req.valid('json');
        return ok(
          c,
          await saveQuestion(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(questionParamSchema, c.req.param('questionid')), b.question, b),
        );
      })
      .post('/drafts/:version/questions', edit, jsonBody(newQuestionSchema), async (c) =>
        ok(c, await addQuestion(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json')), undefined, 201),
      )
      .post('/drafts/:version/questions/:questionid/move', edit, jsonBody(moveQuestionSchema), async (c) =>
        ok(
          c,
          await moveQuestion(
            deps,
            c.get('user'),
            check(versionParamSchema, c.req.param('version')),
            check(questionParamSchema, c.req.param('questionid')),
            c.req.valid('json'),
          ),
        ),
      )
      .post('/drafts/:version/questions/:questionid/retire', edit, async (c) =>
        ok(c, await retireQuestion(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(questionParamSchema, c.req.param('questionid')))),
      )
      .post('/drafts/:version/questions/:questionid/copy', edit, async (c) =>
        ok(c, await copyQuestion(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(questionParamSchema, c.req.param('questionid'))), undefined, 201),
      )
      .post('/drafts/:version/questions/:questionid/restore', edit, async (c) =>
        ok(c, await restoreQuestion(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(questionParamSchema, c.req.param('questionid')))),
      )
      .post('/drafts/:version/revert', edit, jsonBody(revertSchema), async (c) =>
        ok(c, await revertPart(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json'))),
      )
      .post('/drafts/:version/undo', edit, jsonBody(undoSchema), async (c) =>
        ok(c, await undoChange(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json'))),
      )
      .put('/drafts/:version/subdomains/:subdomainid', edit, jsonBody(subdomainSchema), async (c) => {
        const b = c.req.valid('json');
        return ok(
          c,
          await saveSubdomain(
            deps,
            c.get('user'),
            check(versionParamSchema, c.req.param('version')),
            check(subdomainParamSchema, c.req.param('subdomainid')),
            b.subdomain,
            b,
          ),
        );
      })
      .post('/drafts/:version/subdomains', edit, jsonBody(newSubdomainSchema), async (c) =>
        ok(c, await addSubdomain(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json')), undefined, 201),
      )
      .post('/drafts/:version/subdomains/:subdomainid/move', edit, jsonBody(moveSubdomainSchema), async (c) =>
        ok(
          c,
          await moveSubdomain(
            deps,
            c.get('user'),
            check(versionParamSchema, c.req.param('version')),
            check(subdomainParamSchema, c.req.param('subdomainid')),
            c.req.valid('json'),
          ),
        ),
      )
      .post('/drafts/:version/subdomains/:subdomainid/retire', edit, async (c) =>
        ok(c, await retireSubdomain(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(subdomainParamSchema, c.req.param('subdomainid')))),
      )
      .put('/drafts/:version/domains/:domainid', edit, jsonBody(domainSchema), async (c) => {
        const b = c.req.valid('json');
        return ok(
          c,
          await saveDomain(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(domainParamSchema, c.req.param('domainid')), b.domain, b),
        );
      })
      .put('/drafts/:version/option-groups/:groupid', edit, jsonBody(optionGroupSchema), async (c) => {
        const b = c.req.valid('json');
        return ok(
          c,
          await saveOptionGroup(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), check(groupParamSchema, c.req.param('groupid')), b.group, b),
        );
      })
      .put('/drafts/:version/grading', edit, jsonBody(gradingSchema), async (c) => {
        const b = c.req.valid('json');
        return ok(c, await saveGrading(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), b.grading, b));
      })
      .patch('/drafts/:version', edit, jsonBody(patchSchema), async (c) =>
        ok(c, await patchPart(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json'))),
      )
      .get('/versions/:version/rebase', async (c) => ok(c, await rebasePreview(deps, check(versionParamSchema, c.req.param('version')))))
      .post('/drafts/:version/rebase', edit, jsonBody(rebaseSchema), async (c) =>
        ok(c, await rebaseDraft(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json'))),
      )
      .get('/versions/:version/hindi-recheck', async (c) => ok(c, await listHindiToRecheck(deps, check(versionParamSchema, c.req.param('version')))))
      .post('/drafts/:version/hindi-checked', edit, jsonBody(hindiCheckedSchema), async (c) =>
        ok(c, await confirmHindi(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json').texts)),
      )
      .post('/drafts/:version/publish', approve, jsonBody(publishSchema), async (c) => {
        const v = check(versionParamSchema, c.req.param('version'));
        const body = c.req.valid('json');
        // Approval first (issue 27): an author hears that another officer must approve, before any other refusal.
        await checkMayApprove(deps, c.get('user'), v, body.sentAt);
        await assertHindiRechecked(deps, v, body.evenWithHindiToRecheck === true);
        await assertNoOpenComments(deps, v, body.evenWithOpenComments === true);
        return ok(c, await publishDraft(deps, c.get('user'), v, langOf(c), body.sentAt));
      })
      .delete('/drafts/:version', edit, async (c) => ok(c, await discardDraft(deps, c.get('user'), check(versionParamSchema, c.req.param('version')))))
      .post('/cycles/:cycleid/migrate', edit, jsonBody(migrateSchema), async (c) =>
        ok(c, await applyCycleMigration(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), c.req.valid('json').to, c.req.valid('json').reason), 'formsMigrated'),
      )
  );
}
