// Copying a question and bringing back one retired in the same draft. Both are ordinary draft
// edits (editDraft): under the version row's lock, checked against the catalogue format, and
// written to the change history, so they can be undone and reverted like any other change.
import { and, desc, eq } from 'drizzle-orm';
import { findSubdomain, locateQuestion, type CatalogueVersion, type Question, type Subdomain } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { catalogueChanges } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { editDraft, nextId, usedQuestionIds, type EditOptions } from './catalogue-drafts';
import type { Deps } from '../../deps';
import { COPY_MARK } from './catalogue-copy-marks';

/**
 * Copies a question right after the original in its subdomain, under the next id never used in
 * any version. The copy's text (English and Hindi) starts with a visible mark, "[Copy of Q012]",
 * so that nobody publishes it unread; its options, rules and condition are the original's.
 * Conditions, formulas and limits that name the original keep naming the original.
 */
export async function copyQuestion(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string) {
  const newId = nextId(await usedQuestionIds(deps.db), 'Q', 3);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `question:${newId}`,
      action: 'copy',
      apply(c) {
        const at = locateQuestion(c, id);
        if (!at) throw notFound();
        const original = at.subdomain.questions[at.index];
        const copy: Question = {
          ...structuredClone(original),
          id: newId,
          label: { en: COPY_MARK.en(id) + original.label.en, hi: original.label.hi ? COPY_MARK.hi(id) + original.label.hi : '' },
        };
        at.subdomain.questions.splice(at.index + 1, 0, copy);
        return { before: null, after: { subdomain: at.subdomain.id, index: at.index + 1, question: copy, copyOf: id }, result: { questionid: newId } };
      },
    },
    {},
  );
}

/** The question as it was when last retired in this draft, and where it stood; null if it never was. */
async function lastRetired(db: Deps['db'], version: string, id: string) {
  const [row] = await db
    .select({ before: catalogueChanges.before })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.version, version), eq(catalogueChanges.target, `question:${id}`), eq(catalogueChanges.action, 'retire')))
    .orderBy(desc(catalogueChanges.id))
    .limit(1);
  return (row?.before ?? null) as { subdomain: string; index?: number; question: Question } | null;
}

/** Which parts a question needs that the draft no longer has: questions it names, its option group. */
export function missingDependencies(c: CatalogueVersion, q: Question): string[] {
  const live = new Set(c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions.map((x) => x.id))));
  const refs = [q.showIf?.question, q.formula?.numerator, q.formula?.denominator, q.notMoreThan].filter((r): r is string => !!r);
  const missing = refs.filter((r) => !live.has(r));
  if (q.optionGroup && !c.optionGroups.some((g) => g.id === q.optionGroup)) missing.push(q.optionGroup);
  return [...new Set(missing)];
}

/**
 * Brings back a question retired in this draft, with the content it had then: at its old place
 * in its subdomain (or the subdomain's end when it has fewer questions now). Refused when it was
 * not retired in this draft, when its subdomain is gone, or when a question or option group it
 * depends on is gone (each named).
 */
export async function restoreQuestion(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, opts: EditOptions = {}) {
  const retired = await lastRetired(deps.db, version, id);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `question:${id}`,
      action: 'restore',
      apply(c) {
        if (!retired || locateQuestion(c, id) || !c.retired?.questions?.includes(id)) throw conflict('catalogueRestoreNotRetired', [{ questionid: id, problem: 'notRetired' }]);
        const s = findSubdomain(c, retired.subdomain);
        if (!s) throw conflict('catalogueRestoreSubdomainGone', [{ field: 'subdomain', problem: 'gone', subdomainid: retired.subdomain }]);
        const missing = missingDependencies(c, retired.question);
        if (missing.length)
          throw conflict(
            'catalogueRestoreDependencyGone',
            missing.map((m) => ({ field: m, problem: 'gone', message: m })),
          );
        const index = Math.min(retired.index ?? s.questions.length, s.questions.length);
        s.questions.splice(index, 0, retired.question);
        const questions = (c.retired?.questions ?? []).filter((x) => x !== id);
        if (!questions.length && !c.retired?.subdomains?.length) delete c.retired;
        else c.retired = { ...c.retired, questions };
        return { before: null, after: { subdomain: s.id, index, question: retired.question } };
      },
    },
    opts,
  );
}

/**
 * Brings back a subdomain retired in this draft (an undo of its retirement, or the redo of its
 * addition), with its questions as they were, at its old place in its domain. Refused like a
 * question's return when it is in the draft, or when a question outside it that its questions
 * depend on is gone.
 */
export async function restoreSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, opts: EditOptions = {}) {
  const [row] = await deps.db
    .select({ before: catalogueChanges.before })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.version, version), eq(catalogueChanges.target, `subdomain:${id}`), eq(catalogueChanges.action, 'retire')))
    .orderBy(desc(catalogueChanges.id))
    .limit(1);
  const retired = (row?.before ?? null) as (Subdomain & { domain?: string; index?: number }) | null;
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'restore',
      apply(c) {
        const live = c.domains.some((d) => d.subdomains.some((s) => s.id === id));
        if (!retired || live || !retired.domain) throw conflict('catalogueRestoreNotRetired', [{ field: `subdomain:${id}`, problem: 'notRetired' }]);
        const d = c.domains.find((x) => x.id === retired.domain);
        if (!d) throw notFound();
        const { domain: _d, index: at, ...s } = retired;
        void _d;
        const inside = new Set(s.questions.map((q) => q.id));
        // Its own questions count as present: they come back together.
        const probe: CatalogueVersion = { ...c, domains: [...c.domains, { ...d, id: '_', subdomains: [s] }] };
        const missing = [...new Set(s.questions.flatMap((q) => missingDependencies(probe, q)))].filter((m) => !inside.has(m));
        if (missing.length)
          throw conflict(
            'catalogueRestoreDependencyGone',
            missing.map((m) => ({ field: m, problem: 'gone', message: m })),
          );
        const index = Math.min(at ?? d.subdomains.length, d.subdomains.length);
        d.subdomains.splice(index, 0, s);
        const questions = (c.retired?.questions ?? []).filter((x) => !inside.has(x));
        const subdomains = (c.retired?.subdomains ?? []).filter((x) => x !== id);
        if (!questions.length && !subdomains.length) delete c.retired;
        else c.retired = { questions, ...(subdomains.length ? { subdomains } : {}) };
        return { before: null, after: { domain: d.id, index, name: s.name } };
      },
    },
    opts,
  );
}
