import type { Question } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { badRequest, conflict } from '../../http/errors';
import type { Deps } from '../../deps';
import { refuseOrderBreaks } from './catalogue-moves';
import { usedQuestionIds, nextId, type EditOptions, editDraft, findQuestion, findSubdomain, clampIndex, dependents, retire } from './catalogue-drafts';

// The editor's changes to questions: save, add, move between subdomains, retire.

export async function saveQuestion(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, question: Question, opts: EditOptions) {
  if (question.id !== id) throw badRequest([{ field: 'id', problem: 'mismatch' }]);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `question:${id}`,
      action: 'update',
      apply(c) {
        const { subdomain, index } = findQuestion(c, id);
        const before = subdomain.questions[index];
        subdomain.questions[index] = question;
        return { before, after: question };
      },
    },
    opts,
  );
}

/** Adds a question to a subdomain with the next id never used by any version. */
export async function addQuestion(
  deps: Pick<Deps, 'db' | 'now'>,
  user: CurrentUser,
  version: string,
  input: { subdomain: string; index?: number; question: Omit<Question, 'id'> },
) {
  const id = nextId(await usedQuestionIds(deps.db), 'Q', 3);
  const question = { ...input.question, id } as Question;
  return editDraft(
    deps,
    user,
    version,
    {
      target: `question:${id}`,
      action: 'add',
      apply(c) {
        const { domain, index } = findSubdomain(c, input.subdomain);
        const s = domain.subdomains[index];
        s.questions.splice(clampIndex(input.index, s.questions.length), 0, question);
        return { before: null, after: { subdomain: s.id, question }, result: { questionid: id } };
      },
    },
    {},
  );
}

/** Moves a question to a position in a subdomain (its own or another); the id stays. */
export async function moveQuestion(
  deps: Pick<Deps, 'db' | 'now'>,
  user: CurrentUser,
  version: string,
  id: string,
  to: { subdomain: string; index: number },
  opts: EditOptions = {},
) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `question:${id}`,
      action: 'move',
      apply(c) {
        const was = structuredClone(c);
        const from = findQuestion(c, id);
        const [q] = from.subdomain.questions.splice(from.index, 1);
        const dest = findSubdomain(c, to.subdomain);
        const s = dest.domain.subdomains[dest.index];
        s.questions.splice(clampIndex(to.index, s.questions.length), 0, q);
        refuseOrderBreaks(was, c);
        return { before: { subdomain: from.subdomain.id, index: from.index }, after: { subdomain: s.id, index: s.questions.indexOf(q) } };
      },
    },
    opts,
  );
}

/** Retires a question: it leaves the draft and its id is never given again (its place is kept in the history, for a restore). */
export async function retireQuestion(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, opts: EditOptions = {}) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `question:${id}`,
      action: 'retire',
      apply(c) {
        const users = dependents(c, new Set([id]));
        if (users.length)
          throw conflict(
            'catalogueQuestionInUse',
            users.map((q) => ({ questionid: q, problem: 'dependsOn' })),
          );
        const { subdomain, index } = findQuestion(c, id);
        const [before] = subdomain.questions.splice(index, 1);
        retire(c, [id]);
        return { before: { subdomain: subdomain.id, index, question: before }, after: null };
      },
    },
    opts,
  );
}