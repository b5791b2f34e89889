// Going back: a part of a draft set to its content at an earlier line of its history (revert), and
// the editor's undo and redo of one change. Each is a new change of the part, made against the
// revision the editor expects: if anyone changed the part since, it is refused with the usual
// conflict answer (409 catalogueEditConflict, naming who and when) and nothing is written.
import { and, eq } from 'drizzle-orm';
import { catalogueParts, type CatalogueVersion, type Question } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { catalogueChanges } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { editDraft, type Target } from './catalogue-drafts';
import { moveQuestion, retireQuestion } from './draft-questions';
import { moveSubdomain, retireSubdomain } from './draft-subdomains';
import { restoreQuestion, restoreSubdomain } from './catalogue-copy';
import { setPart } from './catalogue-patch';
import type { Deps } from '../../deps';

type Change = typeof catalogueChanges.$inferSelect;

/** Actions whose before and after are the whole part (as catalogueParts gives it). */
const CONTENT_ACTIONS = new Set(['update', 'rebase', 'revert', 'undo', 'redo']);
/** Actions that put a question into the draft; their after holds it as `question`. */
const ADDING_ACTIONS = new Set(['add', 'copy', 'restore']);

/** The part's content a history line holds on one side, or undefined when it holds none. */
export function contentOf(change: Pick<Change, 'target' | 'action' | 'before' | 'after'>, side: 'before' | 'after'): unknown {
  const value = change[side];
  if (value === null || value === undefined) return undefined;
  if (CONTENT_ACTIONS.has(change.action)) return value;
  if (change.target.startsWith('question:') && side === 'after' && ADDING_ACTIONS.has(change.action)) return (value as { question?: Question }).question;
  return undefined;
}

async function loadChange(db: Deps['db'], version: string, id: number): Promise<Change> {
  const [row] = await db
    .select()
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.version, version), eq(catalogueChanges.id, id)));
  if (!row) throw notFound();
  return row;
}

/** Sets a part to `value` as one change (action revert, undo or redo), refused if the part changed since `revision`. */
function setContent(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, target: string, value: unknown, action: string, revision: number) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: target as Target,
      action,
      apply(c: CatalogueVersion) {
        const before = catalogueParts(c).get(target);
        if (before === undefined) throw notFound();
        setPart(c, target, structuredClone(value));
        return { before, after: catalogueParts(c).get(target) };
      },
    },
    { revision },
  );
}

/**
 * Sets a part of a draft back to what it was after an earlier change of its history. `revision`
 * is the part's revision when the officer opened the history: a change since refuses it (409).
 */
export async function revertPart(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { change: number; revision: number }) {
  const change = await loadChange(deps.db, version, input.change);
  const value = contentOf(change, 'after');
  if (value === undefined) throw badRequest([{ field: 'change', problem: 'noContent' }], 'catalogueRevertNoContent');
  return { target: change.target, ...(await setContent(deps, user, version, change.target, value, 'revert', input.revision)) };
}

/**
 * Undoes (or redoes) one change of the editor's session, named by its history line: a saved part
 * goes back to its content before (or after) it; an added or copied question is retired (it was
 * never published, but its number stays used, as every retired number does) and a redo brings it
 * back; a retired question is brought back; a moved question goes back to its place. `revision` is
 * the part's revision the editor expects (the change's own, or the undo's): if anyone changed the
 * part since, 409 and nothing changes.
 */
export async function undoChange(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { change: number; direction: 'undo' | 'redo'; revision: number }) {
  const change = await loadChange(deps.db, version, input.change);
  const { target, action } = change;
  const undo = input.direction === 'undo';
  const questionId = target.startsWith('question:') ? target.slice('question:'.length) : null;
  const opts = { revision: input.revision };
  let result: { revision: number };
  if (CONTENT_ACTIONS.has(action)) {
    const value = contentOf(change, undo ? 'before' : 'after');
    if (value === undefined) throw badRequest([{ field: 'change', problem: 'noContent' }], 'catalogueRevertNoContent');
    result = await setContent(deps, user, version, target, value, input.direction, input.revision);
  } else if (questionId && ADDING_ACTIONS.has(action)) {
    result = undo ? await retireQuestion(deps, user, version, questionId, opts) : await restoreQuestion(deps, user, version, questionId, opts);
  } else if (questionId && action === 'retire') {
    result = undo ? await restoreQuestion(deps, user, version, questionId, opts) : await retireQuestion(deps, user, version, questionId, opts);
  } else if (questionId && action === 'move') {
    const to = (undo ? change.before : change.after) as { subdomain: string; index: number };
    result = await moveQuestion(deps, user, version, questionId, to, opts);
  } else if (target.startsWith('subdomain:') && (action === 'add' || action === 'restore')) {
    const id = target.slice('subdomain:'.length);
    result = undo ? await retireSubdomain(deps, user, version, id, opts) : await restoreSubdomain(deps, user, version, id, opts);
  } else if (target.startsWith('subdomain:') && action === 'retire') {
    const id = target.slice('subdomain:'.length);
    result = undo ? await restoreSubdomain(deps, user, version, id, opts) : await retireSubdomain(deps, user, version, id, opts);
  } else if (target.startsWith('subdomain:') && action === 'move') {
    const to = (undo ? change.before : change.after) as { domain: string; index: number };
    result = await moveSubdomain(deps, user, version, target.slice('subdomain:'.length), to, opts);
  } else {
    throw badRequest([{ field: 'change', problem: 'cannotUndo' }], 'catalogueRevertNoContent');
  }
  return { target, revision: result.revision };
}
