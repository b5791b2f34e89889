import { CATALOGUE_REVIEWERS, PRIV } from '../../auth/privileges';
import { diffQuerySchema, domainParamSchema, groupParamSchema, migrateSchema, migrationQuerySchema, questionParamSchema, subdomainParamSchema, textsQuerySchema, textsUploadSchema, versionParamSchema } from './catalogue.routes';
import * as draftSchemas from './catalogue-draft-schemas';
import { revertSchema, undoSchema } from './catalogue-revert-schemas';
import * as recheckSchemas from './catalogue-recheck-schemas';
import { type RouteDoc } from '../../openapi/route-doc';

/** The catalogue editor's path parameters, as its routes check them. */
/** The catalogue editor's path parameters, as its routes check them. */
export const catalogueParams = {
  version: versionParamSchema,
  questionid: questionParamSchema,
  subdomainid: subdomainParamSchema,
  domainid: domainParamSchema,
  groupid: groupParamSchema,
};

/** The API document's entries for the routes of catalogue.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const catalogueDocs: Record<string, RouteDoc> = {

  // Reference data for pickers
  'GET /v1/catalogue/versions': { summary: 'Versions of the question catalogue: status, size, Hindi still to do, cycles using each', privileges: CATALOGUE_REVIEWERS },
  'GET /v1/catalogue/versions/:version/export': {
    params: catalogueParams,
    summary: 'A version as its catalogue file (JSON, the format of catalogue.schema.json)',
    privileges: CATALOGUE_REVIEWERS,
    produces: 'json',
  },
  'GET /v1/catalogue/diff': {
    summary: 'What changed between two versions: questions added, retired, reworded, moved, rescored; the effect on each domain',
    privileges: CATALOGUE_REVIEWERS,
    query: diffQuerySchema,
  },
  'GET /v1/catalogue/versions/:version': {
    params: catalogueParams,
    summary: 'One version as the editor opens it: its content, the revision of each part, Hindi still to do per domain, the next free question id',
    privileges: CATALOGUE_REVIEWERS,
  },
  'GET /v1/catalogue/versions/:version/check': {
    params: catalogueParams,
    summary: "Every problem that stops the version from being published, in the caller's language, with the question, subdomain or domain to fix",
    privileges: CATALOGUE_REVIEWERS,
  },
  'GET /v1/catalogue/versions/:version/history': {
    params: catalogueParams,
    summary: 'Change history of a version (who, when, before and after), newest first; of one part with target=question:Q001',
    privileges: CATALOGUE_REVIEWERS,
    query: draftSchemas.historyQuerySchema,
  },
  'GET /v1/catalogue/versions/:version/texts': {
    params: catalogueParams,
    summary: "The version's texts for translators as a sheet (id, field, English, Hindi), XLSX or CSV",
    privileges: CATALOGUE_REVIEWERS,
    query: textsQuerySchema,
    produces: 'binary',
    contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
  },
  'POST /v1/catalogue/drafts/:version/texts': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary:
      "Read a translator's texts sheet onto a draft: apply=false previews the changes, problems and conflicts, apply=true applies them all or nothing (multipart, field file)",
    description:
      'A sheet carries the revision of the version it was made from. A cell the sheet would change whose text also changed in the draft since then is a conflict: listed in `conflicts`, and left as the draft has it unless a `take` field names it (id|field|lang).',
    privileges: [PRIV.catalogue],
    multipart: textsUploadSchema,
    multipartFile: 'file',
  },
  'POST /v1/catalogue/drafts': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Start a draft from a published version (it takes the next version number); says which published version is the newest',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.startDraftSchema,
    successStatus: 201,
  },
  'POST /v1/catalogue/import': {
    summary: 'Start a draft from a catalogue file; a file with problems is refused whole, with the problems listed',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.importSchema,
    successStatus: 201,
  },
  'PUT /v1/catalogue/drafts/:version/title': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Rename a draft',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.titleSchema,
  },
  'PUT /v1/catalogue/drafts/:version/questions/:questionid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary:
      'Save a whole question of a draft; 409 when it changed since `revision`, whoever changed it (send overwrite: true to save anyway). The editor sends only its changed fields with PATCH /v1/catalogue/drafts/{version}',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.questionSchema,
  },
  'POST /v1/catalogue/drafts/:version/questions': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Add a question to a subdomain; it takes the next id never used',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.newQuestionSchema,
    successStatus: 201,
    // Written here: the draft editor's result type is not carried through to the route (catalogue-drafts.ts editDraft).
    value: {
      type: 'object',
      required: ['revision', 'questionid'],
      properties: {
        revision: { type: 'integer', description: 'The revision of the part, for the next save' },
        questionid: { type: 'string', description: "The new question's id" },
      },
    },
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/move': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueMoveBreaksOrder (This move would put a question before the question its condition, limit or formula uses; each detail names both: questionid, dependsOn, and the rule as field); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Move a question within or between subdomains (display order; the id stays)',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.moveQuestionSchema,
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/retire': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueQuestionInUse (Other questions depend on this one (condition, formula or limit). Change them first); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Retire a question (its id is never used again); refused while other questions depend on it',
    privileges: [PRIV.catalogue],
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/copy': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary: 'Copy a question right after the original: the next id never used, its texts marked "[Copy of Q012]" for review',
    description: 'Conditions, formulas and limits that name the original keep naming the original. The change history records the copy (action copy).',
    privileges: [PRIV.catalogue],
    successStatus: 201,
    value: {
      type: 'object',
      required: ['revision', 'questionid'],
      properties: {
        revision: { type: 'integer', description: 'The revision of the new question, for the next save' },
        questionid: { type: 'string', description: "The copy's id" },
      },
    },
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/restore': {
    params: catalogueParams,
    failures: {
      409: 'catalogueRestoreNotRetired (This question was not retired in this draft, so there is nothing to bring back); catalogueRestoreSubdomainGone (The subdomain this question was in is no longer in the draft); catalogueRestoreDependencyGone (This question depends on parts that are no longer in the draft, each named in details); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Bring back a question retired in this draft, as it was, at its old place in its subdomain (or its end)',
    privileges: [PRIV.catalogue],
    value: { type: 'object', required: ['revision'], properties: { revision: { type: 'integer', description: 'The revision of the question, for the next save' } } },
  },
  'POST /v1/catalogue/drafts/:version/revert': {
    params: catalogueParams,
    failures: {
      400: 'catalogueRevertNoContent (This line of the history holds no content of the part to go back to)',
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Set one part of a draft back to its content after an earlier line of its history (a new change, action revert)',
    description: 'Refused (409 catalogueEditConflict, naming who and when) when the part changed since `revision`, the revision the history was opened at.',
    privileges: [PRIV.catalogue],
    requestSchema: revertSchema,
    example: { change: 1, revision: 1 },
    value: {
      type: 'object',
      required: ['target', 'revision'],
      properties: { target: { type: 'string', description: 'The part set back' }, revision: { type: 'integer', description: 'The revision of the part, for the next save' } },
    },
  },
  'POST /v1/catalogue/drafts/:version/undo': {
    params: catalogueParams,
    failures: {
      400: 'catalogueRevertNoContent (This line of the history holds no content of the part to go back to)',
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueQuestionInUse (Other questions depend on this one (condition, formula or limit). Change them first); catalogueRestoreDependencyGone (This question depends on parts that are no longer in the draft); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Undo or redo one change of the editor's session, named by its history line",
    description:
      'A saved part goes back to its content before the change (redo: after it); an added or copied question is retired (redo brings it back); a retired question is brought back; a moved question or subdomain goes back to its place. Refused (409 catalogueEditConflict) when the part changed since `revision`.',
    privileges: [PRIV.catalogue],
    requestSchema: undoSchema,
    example: { change: 1, direction: 'undo', revision: 1 },
    value: {
      type: 'object',
      required: ['target', 'revision'],
      properties: { target: { type: 'string', description: 'The part changed' }, revision: { type: 'integer', description: 'The revision of the part after the undo or redo' } },
    },
  },
  'PUT /v1/catalogue/drafts/:version/subdomains/:subdomainid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Save a subdomain's name, description and weight",
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.subdomainSchema,
  },
  'POST /v1/catalogue/drafts/:version/subdomains': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Add a subdomain to a domain (the next unused SD number)',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.newSubdomainSchema,
    successStatus: 201,
    // Written here: the draft editor's result type is not carried through to the route (catalogue-drafts.ts editDraft).
    value: {
      type: 'object',
      required: ['revision', 'subdomainid'],
      properties: {
        revision: { type: 'integer', description: 'The revision of the part, for the next save' },
        subdomainid: { type: 'string', description: "The new subdomain's id" },
      },
    },
  },
  'POST /v1/catalogue/drafts/:version/subdomains/:subdomainid/move': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueMoveBreaksOrder (This move would put a question before the question its condition, limit or formula uses; each detail names both: questionid, dependsOn, and the rule as field); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Move a subdomain within or between domains',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.moveSubdomainSchema,
  },
  'POST /v1/catalogue/drafts/:version/subdomains/:subdomainid/retire': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueQuestionInUse (Other questions depend on this one (condition, formula or limit). Change them first); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Retire a subdomain and its questions',
    privileges: [PRIV.catalogue],
  },
  'PUT /v1/catalogue/drafts/:version/domains/:domainid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Save a domain's name, description and weight",
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.domainSchema,
  },
  'PUT /v1/catalogue/drafts/:version/option-groups/:groupid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Save (or add) an option group',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.optionGroupSchema,
  },
  'PUT /v1/catalogue/drafts/:version/grading': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Save the grading: bands, zero denominators, Not Applicable reasons',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.gradingSchema,
  },
  'PATCH /v1/catalogue/drafts/:version': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Save the fields an editor changed in one part of a draft (target), each with the value it started from',
    description:
      'When the part changed since `revision` (whoever changed it), the save still goes through if none of its fields changed (two tabs editing the English and the Hindi of one question keep both); otherwise 409 catalogueEditConflict, whose details name the fields (`fields`), who changed the part (`by`, `byYou`) and when (`at`). Send overwrite: true to save over it.',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.patchSchema,
    example: { target: 'question:Q001', revision: 0, changes: [{ path: ['label', 'hi'], from: 'पुराना', to: 'नया' }] },
  },
  'GET /v1/catalogue/versions/:version/rebase': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary:
      "What bringing a draft up to the newest published version would do: the parts changed in both (base, draft's, newest's, side by side) and how many parts come in unasked",
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/rebase': {
    params: catalogueParams,
    failures: {
      409: 'catalogueDraftBaseStale (a newer version was published since the preview: look again); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Bring a draft up to the newest published version: its changes come in where the draft did not change the part, and each part changed in both takes the side chosen',
    description:
      'Every part changed in both must be chosen (400 catalogueRebaseChoices, details name the parts). The draft is then based on `onto`; each changed part has its line in the change history.',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.rebaseSchema,
  },
  'GET /v1/catalogue/versions/:version/hindi-recheck': {
    params: catalogueParams,
    summary: 'The Hindi texts to re-check: their English changed in this draft after the Hindi was last written or confirmed (derived from the change history)',
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/hindi-checked': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary: 'Confirm Hindi texts as checked against their new English: they leave the re-check list (one history line per part)',
    privileges: [PRIV.catalogue],
    requestSchema: recheckSchemas.hindiCheckedSchema,
    example: { texts: [{ id: 'Q001', field: 'label' }] },
  },
  'POST /v1/catalogue/drafts/:version/publish': {
    params: catalogueParams,
    requestSchema: recheckSchemas.publishSchema,
    failures: {
      403: 'catalogueOwnDraft (You wrote or changed this draft; another officer must approve it)',
      409: 'catalogueNotAwaitingApproval (The draft has not been sent for approval, or was sent back); catalogueSentAgain (Sent back and sent again since the approver read it: details say by whom and when); catalogueDraftBaseStale (This draft was started from an older version than the newest published one. Bring in the newest version’s changes first); catalogueHindiToRecheck (Some Hindi texts are still to re-check; details name each as id|field. Send evenWithHindiToRecheck: true to publish anyway); catalogueOpenComments (Comment threads are still open; the message says how many, details name the part of each (field). Send evenWithOpenComments: true to publish anyway); catalogueTestSchoolsFail (a test school does not get the grade it should under the draft and is not accepted; details name each); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary:
      'Approve and publish a draft sent for approval: by a holder of privilege 61 (with or without 60) who neither wrote, changed nor sent it; then the newest-base, problems and Hindi re-check checks; frozen and offered to new cycles at once. Answers the cycles whose submission window is open (openCycles): they stay on their version',
    privileges: [PRIV.catalogueApprove],
  },
  'DELETE /v1/catalogue/drafts/:version': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary: 'Discard a draft (its number is not reused; its history stays)',
    privileges: [PRIV.catalogue],
  },
  'GET /v1/catalogue/cycles/:cycleid/migration': {
    summary: "Migration report: what moving the cycle's not-yet-submitted forms to another version keeps, drops and asks again",
    privileges: CATALOGUE_REVIEWERS,
    query: migrationQuerySchema,
  },
  'POST /v1/catalogue/cycles/:cycleid/migrate': {
    failures: {
      403: "cycleWindowOpenApprover (The cycle's submission window is open: only a holder of privilege 61 may move its forms)",
      409: "concurrentChange (The form was changed by someone else just now. Please reload and try again); cycleWindowOpen (The cycle's submission window is open: the message names the cycle and its last day; a holder of privilege 61 may move it giving reason); nothingToMigrate (No form of this cycle can move to that version: every form is already on it or has been submitted)",
    },
    summary:
      "Move the cycle's not-yet-submitted forms to another published version, all or nothing, recorded in each form's history and in the cycle's record of moves; while the cycle's submission window is open, only with a reason from a holder of privilege 61",
    privileges: [PRIV.catalogue],
    requestSchema: migrateSchema,
  },
};
