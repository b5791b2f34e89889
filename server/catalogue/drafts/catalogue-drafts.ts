import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueVersion, Domain, Grading, OptionGroup, Question, Subdomain, Text } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { versionNumber } from '../store/catalogues';
import { draftSchemaErrors, validateDraft } from '../store/meta-schema';
import { formatProblems } from '../store/format-problems';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueVersions, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { catalogueProblems, catalogueWarnings, type LocalizedProblem } from './catalogue-check';
import type { Deps } from '../../deps';
import { copyMarkProblems } from './catalogue-copy-marks';
import { refuseOrderBreaks } from './catalogue-moves';
import { readsOneMoment } from '../../db/snapshot';
import { refuseFailingTestSchools, testSchoolProblems } from '../../schools';
import { assertMayApprove, assertNotAwaitingApproval } from '../approval/catalogue-approval-guard';
import { openCycles } from '../../cycle';

/** The part of a version one edit changes; its newest change is its revision. */
export type Target = `question:${string}` | `subdomain:${string}` | `domain:${string}` | `optionGroup:${string}` | 'grading' | 'version';

type Row = typeof catalogueVersions.$inferSelect;

export const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

async function nextVersion(db: Db): Promise<string> {
  const all = (await db.select({ v: catalogueVersions.version }).from(catalogueVersions)).map((r) => versionNumber(r.v));
  return `v${Math.max(0, ...all) + 1}`;
}

/** The newest published version (by number), which new cycles take; null before the first. */
export async function newestPublished(db: Db): Promise<string | null> {
  const rows = await db.select({ v: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.status, 'published'));
  const all = rows.map((r) => r.v).sort((a, b) => versionNumber(b) - versionNumber(a));
  return all[0] ?? null;
}

export async function loadVersion(db: Db, version: string, lock = false): Promise<Row> {
  const q = db.select().from(catalogueVersions).where(eq(catalogueVersions.version, version));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.status === 'discarded') throw notFound();
  return row;
}

export function assertDraft(row: Row): void {
  if (row.status !== 'draft') throw conflict('catalogueVersionPublished', [{ field: 'version', problem: 'published' }]);
}

/** Locks a draft for a change to its content: every such write comes through here (refused once published, and while it awaits approval). */
export async function loadDraftForEdit(tx: Db, version: string): Promise<Row> {
  const row = await loadVersion(tx, version, true);
  assertDraft(row);
  await assertNotAwaitingApproval(tx, row);
  return row;
}

/** Every question id the catalogue has ever used: live questions of every version and retired ids. */
export async function usedQuestionIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ content: catalogueVersions.content }).from(catalogueVersions);
  const ids = new Set<string>();
  for (const { content } of rows) {
    const c = content as CatalogueVersion;
    for (const d of c.domains) for (const s of d.subdomains) for (const q of s.questions) ids.add(q.id);
    for (const id of c.retired?.questions ?? []) ids.add(id);
  }
  return ids;
}

async function usedSubdomainIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ content: catalogueVersions.content }).from(catalogueVersions);
  const ids = new Set<string>();
  for (const { content } of rows) {
    const c = content as CatalogueVersion;
    for (const d of c.domains) for (const s of d.subdomains) ids.add(s.id);
    for (const id of c.retired?.subdomains ?? []) ids.add(id);
  }
  return ids;
}

export const nextId = (used: Set<string>, prefix: string, width: number): string => {
  const max = Math.max(0, ...[...used].filter((id) => id.startsWith(prefix)).map((id) => Number(id.slice(prefix.length))));
  return `${prefix}${String(max + 1).padStart(width, '0')}`;
};

/** Starts a draft from a published version: the next version number, a copy of its content, and which published version is the newest. */
export async function startDraft(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, from: string) {
  return deps.db.transaction(async (tx) => {
    // One draft number at a time, whichever server process starts it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const source = await loadVersion(tx, from);
    if (source.status !== 'published') throw badRequest([{ field: 'from', problem: 'notPublished' }], 'catalogueVersionUnknown');
    const version = await nextVersion(tx);
    const { publishedOn: _p, ...rest } = source.content as CatalogueVersion;
    void _p;
    const content: CatalogueVersion = { ...rest, version, status: 'draft', basedOn: from };
    await tx.insert(catalogueVersions).values({ version, status: 'draft', content, basedOn: from, origin: 'draft', createdBy: user.userId, createdAt: deps.now() });
    await tx.insert(catalogueChanges).values({ version, target: 'version', action: 'create', before: null, after: { basedOn: from }, userId: user.userId, createdAt: deps.now() });
    // Said at once: a draft from an older version must take the newer one's changes before it is published.
    return { version, basedOn: from, newestPublished: await newestPublished(tx) };
  });
}

/** Starts a draft from an uploaded catalogue file; a file with problems is refused whole, listing them. */
export async function importDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, file: unknown, lang: 'en' | 'hi') {
  const shape = validateDraft({ ...(file as object), status: 'draft' });
  if (shape.length)
    throw badRequest(
      shape.slice(0, 50).map((message) => ({ field: 'catalogue', problem: 'format', message })),
      'catalogueImportProblems',
    );
  const incoming = file as CatalogueVersion;
  // Missing Hindi is a draft's to-do, not a reason to refuse the file.
  const problems = catalogueProblems({ ...incoming, status: 'draft' }, lang).filter((p) => p.kind !== 'hindi');
  if (problems.length)
    throw badRequest(
      problems.slice(0, 50).map((p) => ({ field: p.path, problem: 'catalogue', message: p.message })),
      'catalogueImportProblems',
    );
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const version = await nextVersion(tx);
    const content: CatalogueVersion = { ...incoming, version, status: 'draft', basedOn: incoming.basedOn ?? incoming.version };
    delete content.publishedOn;
    await tx
      .insert(catalogueVersions)
      .values({ version, status: 'draft', content, basedOn: content.basedOn ?? null, origin: 'import', createdBy: user.userId, createdAt: deps.now() });
    await tx
      .insert(catalogueChanges)
      .values({ version, target: 'version', action: 'import', before: null, after: { fileVersion: incoming.version }, userId: user.userId, createdAt: deps.now() });
    return { version };
  });
}

/** Hindi texts still empty or left in English, per domain: the to-do count the editor shows. */
export function missingHindi(c: CatalogueVersion): Record<string, number> {
  const count = (v: unknown): number => {
    if (Array.isArray(v)) return v.reduce((s: number, x) => s + count(x), 0);
    if (!v || typeof v !== 'object') return 0;
    const o = v as Record<string, unknown>;
    if (typeof o.en === 'string' && 'hi' in o) return !String(o.hi).trim() || o.hi === o.en ? 1 : 0;
    return Object.values(o).reduce((s: number, x) => s + count(x), 0);
  };
  return Object.fromEntries(c.domains.map((d) => [d.id, count(d)]));
}

/** A version as the editor opens it: its content, the revision of each part, the Hindi to do. */
export const getVersion = readsOneMoment(async function getVersion(deps: Pick<Deps, 'db'>, version: string) {
  const row = await loadVersion(deps.db, version);
  const revisions = await deps.db
    .select({ target: catalogueChanges.target, id: sql<number>`max(${catalogueChanges.id})`.mapWith(Number) })
    .from(catalogueChanges)
    .where(eq(catalogueChanges.version, version))
    .groupBy(catalogueChanges.target);
  const people = await deps.db
    .select({ id: users.id, name: personName })
    .from(users)
    .where(inArray(users.id, [row.createdBy ?? -1, row.publishedBy ?? -1]));
  const nameOf = (id: number | null) => people.find((p) => p.id === id)?.name ?? null;
  const content = row.content as CatalogueVersion;
  return {
    version: row.version,
    status: row.status as 'draft' | 'published',
    basedOn: row.basedOn,
    origin: row.origin,
    createdBy: nameOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    publishedBy: nameOf(row.publishedBy),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    catalogue: content,
    newestPublished: await newestPublished(deps.db),
    revisions: Object.fromEntries(revisions.map((r) => [r.target, r.id])) as Record<string, number>,
    missingHindi: missingHindi(content),
    nextQuestionId: nextId(await usedQuestionIds(deps.db), 'Q', 3),
  };
});

/** What an edit changes: the catalogue (in place) and the part's value before and after. */
export interface Edit {
  target: Target;
  action: string;
  apply(c: CatalogueVersion): { before: unknown; after: unknown; result?: Record<string, unknown> };
  /**
   * The fields of the part this edit would write that changed since the editor's revision (the
   * draft as it is now); undefined: the edit writes the whole part, so any newer change conflicts.
   */
  conflicts?(c: CatalogueVersion): string[];
}

export interface EditOptions {
  /** The part's revision when the editor opened it; 0 for a part never changed in this draft. */
  revision?: number;
  /** Save over a newer change (after the editor was told about it). */
  overwrite?: boolean;
}

/**
 * Applies one edit to a draft under its row lock: refused on a published version, refused (409,
 * naming who and when) when the part changed since the revision the edit started from, whoever
 * changed it (another person, or the same one in another tab), and refused whole when the result
 * no longer fits the catalogue format. Every edit is audited.
 */
export async function editDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, edit: Edit, opts: EditOptions) {
  return deps.db.transaction(async (tx) => {
    const row = await loadDraftForEdit(tx, version);
    const [last] = await tx
      .select({ id: catalogueChanges.id, userId: catalogueChanges.userId, at: catalogueChanges.createdAt, name: personName })
      .from(catalogueChanges)
      .leftJoin(users, eq(users.id, catalogueChanges.userId))
      .where(and(eq(catalogueChanges.version, version), eq(catalogueChanges.target, edit.target)))
      .orderBy(desc(catalogueChanges.id))
      .limit(1);
    const content = structuredClone(row.content) as CatalogueVersion;
    if (opts.revision !== undefined && last && last.id > opts.revision && !opts.overwrite) {
      const fields = edit.conflicts ? edit.conflicts(content) : [];
      if (!edit.conflicts || fields.length)
        throw conflict('catalogueEditConflict', [
          { field: edit.target, problem: 'changedSince', by: last.name, byYou: last.userId === user.userId, at: last.at.toISOString(), revision: last.id, fields },
        ]);
    }
    const { before, after, result } = edit.apply(content);
    // Each problem names its part and field, so the editor can say it in words on that field.
    const problems = formatProblems(content, draftSchemaErrors(content), edit.target);
    if (problems.length) throw badRequest(problems.slice(0, 20));
    await tx.update(catalogueVersions).set({ content }).where(eq(catalogueVersions.version, version));
    const [change] = await tx
      .insert(catalogueChanges)
      .values({ version, target: edit.target, action: edit.action, before: before ?? null, after: after ?? null, userId: user.userId, createdAt: deps.now() })
      .returning({ id: catalogueChanges.id });
    return { revision: change.id, ...result };
  });
}

interface Place {
  domain: Domain;
  subdomain: Subdomain;
  index: number;
}

function findQuestion(c: CatalogueVersion, id: string): Place {
  for (const domain of c.domains) {
    for (const subdomain of domain.subdomains) {
      const index = subdomain.questions.findIndex((q) => q.id === id);
      if (index >= 0) return { domain, subdomain, index };
    }
  }
  throw notFound();
}

function findSubdomain(c: CatalogueVersion, id: string): { domain: Domain; index: number } {
  for (const domain of c.domains) {
    const index = domain.subdomains.findIndex((s) => s.id === id);
    if (index >= 0) return { domain, index };
  }
  throw notFound();
}

function findDomain(c: CatalogueVersion, id: string): Domain {
  const d = c.domains.find((x) => x.id === id);
  if (!d) throw notFound();
  return d;
}

const clampIndex = (i: number | undefined, length: number): number => (i === undefined ? length : Math.max(0, Math.min(i, length)));

/** Questions whose condition, formula or limit names one of `ids`: they would break if it went. */
export function dependents(c: CatalogueVersion, ids: Set<string>): string[] {
  const out: string[] = [];
  for (const d of c.domains) {
    for (const s of d.subdomains) {
      for (const q of s.questions) {
        if (ids.has(q.id)) continue;
        const refs = [q.showIf?.question, q.formula?.numerator, q.formula?.denominator, q.notMoreThan];
        if (refs.some((r) => r && ids.has(r))) out.push(q.id);
      }
    }
  }
  return out;
}

function retire(c: CatalogueVersion, questions: string[], subdomains: string[] = []): void {
  c.retired = {
    questions: [...new Set([...(c.retired?.questions ?? []), ...questions])],
    subdomains: [...new Set([...(c.retired?.subdomains ?? []), ...subdomains])],
  };
  if (!c.retired.subdomains?.length) delete c.retired.subdomains;
}

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

type SubdomainFields = Pick<Subdomain, 'name'> & Partial<Pick<Subdomain, 'description' | 'weight'>>;
type DomainFields = Pick<Domain, 'name' | 'weight'> & Partial<Pick<Domain, 'description'>>;

const withoutQuestions = (s: Subdomain) => ({ id: s.id, name: s.name, description: s.description, weight: s.weight });

export async function saveSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, fields: SubdomainFields, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'update',
      apply(c) {
        const { domain, index } = findSubdomain(c, id);
        const s = domain.subdomains[index];
        const before = withoutQuestions(s);
        domain.subdomains[index] = {
          id,
          name: fields.name,
          ...(fields.description ? { description: fields.description } : {}),
          ...(fields.weight !== undefined ? { weight: fields.weight } : {}),
          questions: s.questions,
        };
        return { before, after: withoutQuestions(domain.subdomains[index]) };
      },
    },
    opts,
  );
}

/** Adds a subdomain (the next unused SD number) at the end of a domain; it needs questions before publishing. */
export async function addSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { domain: string; name: Text }) {
  const id = nextId(await usedSubdomainIds(deps.db), 'SD', 0);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'add',
      apply(c) {
        const d = findDomain(c, input.domain);
        const s: Subdomain = { id, name: input.name, questions: [] };
        d.subdomains.push(s);
        return { before: null, after: { domain: d.id, ...withoutQuestions(s) }, result: { subdomainid: id } };
      },
    },
    {},
  );
}

export async function moveSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, to: { domain: string; index: number }, opts: EditOptions = {}) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'move',
      apply(c) {
        const was = structuredClone(c);
        const from = findSubdomain(c, id);
        const [s] = from.domain.subdomains.splice(from.index, 1);
        const d = findDomain(c, to.domain);
        d.subdomains.splice(clampIndex(to.index, d.subdomains.length), 0, s);
        refuseOrderBreaks(was, c);
        return { before: { domain: from.domain.id, index: from.index }, after: { domain: d.id, index: d.subdomains.indexOf(s) } };
      },
    },
    opts,
  );
}

/** Retires a subdomain with its questions, unless a question elsewhere depends on one of them. */
export async function retireSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, opts: EditOptions = {}) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'retire',
      apply(c) {
        const { domain, index } = findSubdomain(c, id);
        const s = domain.subdomains[index];
        const ids = s.questions.map((q) => q.id);
        const users = dependents(c, new Set(ids));
        if (users.length)
          throw conflict(
            'catalogueQuestionInUse',
            users.map((q) => ({ questionid: q, problem: 'dependsOn' })),
          );
        domain.subdomains.splice(index, 1);
        retire(c, ids, [id]);
        // Where it stood, for an undo that brings it back.
        return { before: { ...s, domain: domain.id, index }, after: null };
      },
    },
    opts,
  );
}

export async function saveDomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, fields: DomainFields, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `domain:${id}`,
      action: 'update',
      apply(c) {
        const d = findDomain(c, id);
        const before = { name: d.name, description: d.description, weight: d.weight };
        d.name = fields.name;
        d.weight = fields.weight;
        if (fields.description) d.description = fields.description;
        else delete d.description;
        return { before, after: { name: d.name, description: d.description, weight: d.weight } };
      },
    },
    opts,
  );
}

export async function saveOptionGroup(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, group: OptionGroup, opts: EditOptions) {
  if (group.id !== id) throw badRequest([{ field: 'id', problem: 'mismatch' }]);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `optionGroup:${id}`,
      action: 'update',
      apply(c) {
        const index = c.optionGroups.findIndex((g) => g.id === id);
        const before = index >= 0 ? c.optionGroups[index] : null;
        if (index >= 0) c.optionGroups[index] = group;
        else c.optionGroups.push(group);
        return { before, after: group };
      },
    },
    opts,
  );
}

export async function saveGrading(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, grading: Grading, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: 'grading',
      action: 'update',
      apply(c) {
        const before = c.grading;
        c.grading = grading;
        return { before, after: grading };
      },
    },
    opts,
  );
}

export async function saveTitle(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, title: Text, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: 'version',
      action: 'update',
      apply(c) {
        const before = c.title;
        c.title = title;
        return { before, after: title };
      },
    },
    opts,
  );
}

/** Every problem that stops a version from being published, then the warnings that do not, in the reader's language. */
export const checkVersion = readsOneMoment(async function checkVersion(deps: Pick<Deps, 'db' | 'catalogues'>, version: string, lang: 'en' | 'hi'): Promise<LocalizedProblem[]> {
  const row = await loadVersion(deps.db, version);
  const c = row.content as CatalogueVersion;
  const tests = row.status === 'draft' ? await testSchoolProblems(deps, version, c, lang) : [];
  return [
    ...catalogueProblems(c, lang),
    ...copyMarkProblems(c, lang),
    ...tests.filter((p) => p.kind !== 'warning'),
    ...catalogueWarnings(c, lang),
    ...tests.filter((p) => p.kind === 'warning'),
  ];
});

/**
 * Publishes a draft: refused while it is based on a published version older than the newest (it
 * must be rebased first) and while the check finds problems; then frozen, dated and served at
 * once by this server (other server processes pick it up on their next refresh).
 */
export async function publishDraft(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, version: string, lang: 'en' | 'hi', sentAt?: string) {
  const { content, open } = await deps.db.transaction(async (tx) => {
    // One publish at a time, so two drafts on the same base cannot both pass the newest check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_versions'))`);
    const row = await loadVersion(tx, version, true);
    // Issue 27: a second officer approves what the author sent, before the checks below.
    await assertMayApprove(tx, user, row, sentAt);
    // Published over a newer version, the draft would bring back what that version changed.
    const newest = await newestPublished(tx);
    if (newest && row.basedOn !== newest) throw conflict('catalogueDraftBaseStale', [{ field: 'basedOn', problem: 'notNewest', basedOn: row.basedOn, newest }]);
    const c = structuredClone(row.content) as CatalogueVersion;
    c.status = 'published';
    c.publishedOn = deps.now().toISOString().slice(0, 10);
    const problems = [...catalogueProblems(c, lang), ...copyMarkProblems(c, lang)];
    if (problems.length)
      throw badRequest(
        problems.slice(0, 100).map((p) => ({ field: p.path, problem: 'catalogue', message: p.message })),
        'cataloguePublishProblems',
      );
    await refuseFailingTestSchools({ db: tx, catalogues: deps.catalogues }, version, c, lang);
    await tx
      .update(catalogueVersions)
      .set({ status: 'published', content: c, publishedBy: user.userId, publishedAt: deps.now(), approvedBy: user.userId, approvedAt: deps.now() })
      .where(eq(catalogueVersions.version, version));
    await tx.insert(catalogueChanges).values({
      version,
      target: 'version',
      action: 'publish',
      before: null,
      after: { publishedOn: c.publishedOn, orderNumber: row.orderNumber },
      userId: user.userId,
      createdAt: deps.now(),
    });
    return { content: c, open: await openCycles(tx, deps.now()) };
  });
  deps.catalogues.add(content);
  // The cycles schools are answering now keep their version (freeze windows).
  return { version, publishedOn: content.publishedOn, openCycles: open };
}

/** Discards a draft; its number is not given again, and its audit stays. */
export async function discardDraft(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string) {
  await deps.db.transaction(async (tx) => {
    await loadDraftForEdit(tx, version);
    await tx.update(catalogueVersions).set({ status: 'discarded' }).where(eq(catalogueVersions.version, version));
    await tx.insert(catalogueChanges).values({ version, target: 'version', action: 'discard', before: null, after: null, userId: user.userId, createdAt: deps.now() });
  });
  return { version };
}

/** The recorded changes of catalogue versions, each with who made it (filter and order them). */
export function changesWithAuthors(db: Db) {
  return db
    .select({
      id: catalogueChanges.id,
      target: catalogueChanges.target,
      action: catalogueChanges.action,
      before: catalogueChanges.before,
      after: catalogueChanges.after,
      at: catalogueChanges.createdAt,
      by: personName,
    })
    .from(catalogueChanges)
    .leftJoin(users, eq(users.id, catalogueChanges.userId))
    .$dynamic();
}

/** The audit of a version, newest first; of one part when `target` is given. */
export const versionHistory = readsOneMoment(async function versionHistory(deps: Pick<Deps, 'db'>, version: string, target?: string) {
  await loadVersion(deps.db, version);
  const rows = await changesWithAuthors(deps.db)
    .where(target ? and(eq(catalogueChanges.version, version), eq(catalogueChanges.target, target)) : eq(catalogueChanges.version, version))
    .orderBy(desc(catalogueChanges.id))
    .limit(500);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
});
