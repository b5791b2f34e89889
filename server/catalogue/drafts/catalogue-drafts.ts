import { and, desc, eq, sql } from 'drizzle-orm';
import type { CatalogueVersion, Domain, Subdomain } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { versionNumber } from '../store/catalogues';
import { draftSchemaErrors } from '../store/meta-schema';
import { formatProblems } from '../store/format-problems';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueVersions, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Deps } from '../../deps';
import { assertNotAwaitingApproval } from '../approval/catalogue-approval-guard';

/** The part of a version one edit changes; its newest change is its revision. */
export type Target = `question:${string}` | `subdomain:${string}` | `domain:${string}` | `optionGroup:${string}` | 'grading' | 'version';

type Row = typeof catalogueVersions.$inferSelect;

export const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function nextVersion(db: Db): Promise<string> {
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

export async function usedSubdomainIds(db: Db): Promise<Set<string>> {
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

export function findQuestion(c: CatalogueVersion, id: string): Place {
  for (const domain of c.domains) {
    for (const subdomain of domain.subdomains) {
      const index = subdomain.questions.findIndex((q) => q.id === id);
      if (index >= 0) return { domain, subdomain, index };
    }
  }
  throw notFound();
}

export function findSubdomain(c: CatalogueVersion, id: string): { domain: Domain; index: number } {
  for (const domain of c.domains) {
    const index = domain.subdomains.findIndex((s) => s.id === id);
    if (index >= 0) return { domain, index };
  }
  throw notFound();
}

export function findDomain(c: CatalogueVersion, id: string): Domain {
  const d = c.domains.find((x) => x.id === id);
  if (!d) throw notFound();
  return d;
}

export const clampIndex = (i: number | undefined, length: number): number => (i === undefined ? length : Math.max(0, Math.min(i, length)));

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

export function retire(c: CatalogueVersion, questions: string[], subdomains: string[] = []): void {
  c.retired = {
    questions: [...new Set([...(c.retired?.questions ?? []), ...questions])],
    subdomains: [...new Set([...(c.retired?.subdomains ?? []), ...subdomains])],
  };
  if (!c.retired.subdomains?.length) delete c.retired.subdomains;
}

export const withoutQuestions = (s: Subdomain) => ({ id: s.id, name: s.name, description: s.description, weight: s.weight });