// Hindi to re-check: a Hindi text whose English changed after the Hindi was last written or
// confirmed. Derived from the change history (before and after of every change), so it needs no
// column of its own: an English change marks the Hindi beside it, a change of that Hindi or a
// confirmation ('hindiChecked' line) clears it.
import { asc, eq } from 'drizzle-orm';
import { partTexts, textRows, type CatalogueVersion, type TextChange } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import type { Db } from '../../db/client';
import { catalogueChanges } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { changesWithAuthors } from './version-history';
import { loadVersion, newestPublished, loadDraftForEdit } from './catalogue-drafts';
import type { Deps } from '../../deps';

/** The action of a change-history line that says a person checked Hindi texts against their new English. */
export const HINDI_CHECKED = 'hindiChecked';

/** One Hindi text to re-check: where it is, its texts now, and who changed the English when. */
export interface RecheckText {
  /** The text's part as the texts sheet names it: Q012, SD4, D1, group:yesNo, grade:A, grading, version. */
  id: string;
  /** Which text of it: label, help, name, description, formula, title, option:YES. */
  field: string;
  /** The part as the change history names it (question:Q012). */
  target: string;
  en: string;
  hi: string;
  by: string | null;
  at: string;
}

/** A change-history line as the derivation reads it. */
export interface ChangeLine {
  target: string;
  action: string;
  before: unknown;
  after: unknown;
  by: string | null;
  at: Date;
}

/** The change-history name of the part a text belongs to. */
export function targetOfText(id: string): string {
  if (id === 'version') return 'version';
  if (id === 'grading' || id.startsWith('grade:')) return 'grading';
  if (id.startsWith('group:')) return `optionGroup:${id.slice(6)}`;
  if (/^Q[0-9]+$/.test(id)) return `question:${id}`;
  if (/^SD[0-9]+$/.test(id)) return `subdomain:${id}`;
  return `domain:${id}`;
}

/**
 * The Hindi texts of a version to re-check, in display order, from its change lines (oldest
 * first). A text counts only while it has a Hindi of its own: an empty Hindi, or one left as the
 * English, is "Hindi to write" instead. A text whose English was first written in the draft
 * (a new question, a new option) is not a re-check either.
 */
export function hindiToRecheck(content: CatalogueVersion, lines: ChangeLine[]): RecheckText[] {
  const marked = new Map<string, { by: string | null; at: string }>();
  for (const line of lines) {
    const who = { by: line.by, at: line.at.toISOString() };
    if (line.action === HINDI_CHECKED) {
      for (const t of (line.after ?? []) as { id: string; field: string }[]) marked.delete(`${t.id}|${t.field}`);
      continue;
    }
    if (line.action === 'texts') {
      const langs = new Map<string, Set<string>>();
      for (const c of (line.after ?? []) as TextChange[]) {
        const key = `${c.id}|${c.field}`;
        langs.set(key, (langs.get(key) ?? new Set()).add(c.lang));
      }
      for (const [key, set] of langs) {
        if (set.has('hi')) marked.delete(key);
        else if (set.has('en')) marked.set(key, who);
      }
      continue;
    }
    const before = partTexts(line.target, line.before);
    const after = partTexts(line.target, line.after);
    const keys = new Set([...before.keys(), ...after.keys()].map((k) => k.slice(0, k.lastIndexOf('|'))));
    // A rebase brings texts as a published version has them, English and Hindi already checked there.
    const published = line.action === 'rebase';
    for (const key of keys) {
      if (published && before.get(`${key}|en`) !== after.get(`${key}|en`)) marked.delete(key);
      else if (before.get(`${key}|hi`) !== after.get(`${key}|hi`)) marked.delete(key);
      else if (before.has(`${key}|en`) && before.get(`${key}|en`) !== after.get(`${key}|en`)) marked.set(key, who);
    }
  }
  const out: RecheckText[] = [];
  for (const r of textRows(content)) {
    const who = marked.get(`${r.id}|${r.field}`);
    if (!who || !r.hi.trim() || r.hi === r.en) continue;
    out.push({ id: r.id, field: r.field, target: targetOfText(r.id), en: r.en, hi: r.hi, ...who });
  }
  return out;
}

async function changeLines(db: Db, version: string): Promise<ChangeLine[]> {
  return changesWithAuthors(db).where(eq(catalogueChanges.version, version)).orderBy(asc(catalogueChanges.id));
}

/** The Hindi texts of a version still to re-check against their changed English. */
export async function listHindiToRecheck(deps: Pick<Deps, 'db'>, version: string): Promise<RecheckText[]> {
  const row = await loadVersion(deps.db, version);
  return hindiToRecheck(row.content as CatalogueVersion, await changeLines(deps.db, version));
}

/**
 * Records that a person checked these Hindi texts against their new English and kept them: one
 * change-history line per part, under the draft's lock. A text the draft does not have is refused.
 */
export async function confirmHindi(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, texts: { id: string; field: string }[]) {
  return deps.db.transaction(async (tx) => {
    const row = await loadDraftForEdit(tx, version);
    const rows = new Map(textRows(row.content as CatalogueVersion).map((r) => [`${r.id}|${r.field}`, r]));
    const unknown = texts.filter((t) => !rows.has(`${t.id}|${t.field}`));
    if (unknown.length) throw badRequest(unknown.map((t) => ({ field: `${t.id}|${t.field}`, problem: 'unknownText' })));
    const byTarget = new Map<string, { id: string; field: string; hi: string }[]>();
    for (const t of texts) {
      const target = targetOfText(t.id);
      const list = byTarget.get(target) ?? [];
      if (!list.some((x) => x.id === t.id && x.field === t.field)) list.push({ id: t.id, field: t.field, hi: rows.get(`${t.id}|${t.field}`)?.hi ?? '' });
      byTarget.set(target, list);
    }
    const at = deps.now();
    for (const [target, list] of byTarget)
      await tx.insert(catalogueChanges).values({ version, target, action: HINDI_CHECKED, before: null, after: list, userId: user.userId, createdAt: at });
    return { confirmed: texts.length, remaining: hindiToRecheck(row.content as CatalogueVersion, await changeLines(tx, version)).length };
  });
}

/**
 * Refuses to publish while Hindi texts are to re-check, listing them, unless the officer saw the
 * list and chose to publish anyway. Read before the publish's own transaction: a text marked in
 * between is a concurrent edit, which the officer's next look at the draft shows.
 */
export async function assertHindiRechecked(deps: Pick<Deps, 'db'>, version: string, publishAnyway: boolean): Promise<void> {
  if (publishAnyway) return;
  const row = await loadVersion(deps.db, version);
  // A published version, or a draft behind the newest published one, is refused by the publish
  // itself with its own words; a rebase may change the texts listed here anyway.
  if (row.status !== 'draft' || row.basedOn !== (await newestPublished(deps.db))) return;
  const list = hindiToRecheck(row.content as CatalogueVersion, await changeLines(deps.db, version));
  if (list.length)
    throw conflict(
      'catalogueHindiToRecheck',
      list.slice(0, 200).map((t) => ({ field: `${t.id}|${t.field}`, problem: 'hindiToRecheck' })),
    );
}
