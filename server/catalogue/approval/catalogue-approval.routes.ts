import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../../auth/middleware';
import { CATALOGUE_REVIEWERS, PRIV } from '../../auth/privileges';
import type { AppEnv } from '../../http/env';
import { langOf, ok } from '../../http/envelope';
import { check, jsonBody } from '../../http/validate';
import { readsOneMoment } from '../../db/snapshot';
import type { Deps } from '../../deps';
import { getApproval, returnDraft, sendForApproval } from './catalogue-approval';
import { openCycles } from '../../cycle';
import { returnDraftSchema, sendForApprovalSchema } from './catalogue-approval-schemas';
import { versionParamSchema } from '../drafts/catalogue.routes';

export { returnDraftSchema, sendForApprovalSchema } from './catalogue-approval-schemas';

const listOpenCycles = readsOneMoment(async (deps: Pick<Deps, 'db' | 'now'>) => openCycles(deps.db, deps.now()));

/**
 * A draft's approval by a second officer (issue 27), under /v1/catalogue beside the editor's
 * routes: it shares their prefix, so each route carries its own guards.
 */
export function catalogueApprovalRoutes(deps: Deps) {
  const reader = [requireAuth(deps), requirePrivilege(...CATALOGUE_REVIEWERS)] as const;
  const editor = [requireAuth(deps), requirePrivilege(PRIV.catalogue)] as const;
  const approver = [requireAuth(deps), requirePrivilege(PRIV.catalogueApprove)] as const;
  return new Hono<AppEnv>()
    .get('/versions/:version/approval', ...reader, async (c) => ok(c, await getApproval(deps, c.get('user'), check(versionParamSchema, c.req.param('version')))))
    .get('/open-cycles', ...reader, async (c) => ok(c, await listOpenCycles(deps)))
    .post('/drafts/:version/send-for-approval', ...editor, jsonBody(sendForApprovalSchema), async (c) =>
      ok(c, await sendForApproval(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json'), langOf(c)), 'catalogueSentForApproval'),
    )
    .post('/drafts/:version/return', ...approver, jsonBody(returnDraftSchema), async (c) =>
      ok(c, await returnDraft(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json')), 'catalogueReturned'),
    );
}
