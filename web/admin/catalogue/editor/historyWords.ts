import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldWords, partWords, textCellWords } from './partWords';

type Translate = (descriptor: MessageDescriptor) => string;
type Lang = 'en' | 'hi';
/** A history line as the server keeps it (GET …/history). */
export interface HistoryChange {
  target: string;
  action: string;
  before: unknown;
  after: unknown;
}

const isText = (v: unknown): v is { en: string; hi: string } => !!v && typeof v === 'object' && !Array.isArray(v) && 'en' in v && Object.keys(v).every((k) => k === 'en' || k === 'hi');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A text cut to a readable length, in quotes; "(none)" for an empty one. */
function quoted(t: Translate, s: unknown): string {
  const text = typeof s === 'string' ? s.trim() : '';
  if (!text) return t(msg`(none)`);
  return `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
}

const VALUES: Record<string, MessageDescriptor> = {
  none: msg`none`,
  optional: msg`optional`,
  mandatory: msg`mandatory`,
  true: msg`yes`,
  false: msg`no`,
};

/** A plain value in words: yes/no, none/optional/mandatory, a number; "(none)" when absent. */
function valueWords(t: Translate, v: unknown): string {
  if (v === undefined || v === null || v === '') return t(msg`(none)`);
  const key = String(v);
  return VALUES[key] ? t(VALUES[key]) : key;
}

/** A condition in words: "Q001 is A, B", or "always". */
function conditionWords(t: Translate, v: unknown): string {
  const c = obj(v);
  if (!c.question) return t(msg`always`);
  const question = String(c.question);
  const answers = (Array.isArray(c.in) ? c.in : []).join(', ');
  return t(msg`${question} is ${answers}`);
}

interface Option {
  code: string;
  label?: { en: string; hi: string };
  score?: number;
}

/** The lines for a list of options, matched by code: scores, texts, added, removed. */
function optionLines(t: Translate, lang: Lang, before: unknown, after: unknown): string[] {
  const a = (Array.isArray(before) ? before : []) as Option[];
  const b = (Array.isArray(after) ? after : []) as Option[];
  const name = (o: Option) => (o.label?.[lang] || o.label?.en || o.code).trim();
  const lines: string[] = [];
  for (const o of b) {
    const old = a.find((x) => x.code === o.code);
    const option = name(o);
    if (!old) {
      const score = valueWords(t, o.score);
      lines.push(t(msg`Option “${option}” added (score ${score})`));
      continue;
    }
    if (!same(old.score, o.score)) {
      const from = valueWords(t, old.score);
      const to = valueWords(t, o.score);
      lines.push(t(msg`Score of option “${option}”: ${from} → ${to}`));
    }
    for (const l of ['en', 'hi'] as const) {
      if ((old.label?.[l] ?? '') !== (o.label?.[l] ?? '')) {
        const language = l === 'en' ? t(msg`English`) : t(msg`Hindi`);
        const from = quoted(t, old.label?.[l]);
        const to = quoted(t, o.label?.[l]);
        lines.push(t(msg`Text of option “${option}” (${language}): ${from} → ${to}`));
      }
    }
    const { score: _s, label: _l, ...restOld } = old;
    const { score: _s2, label: _l2, ...restNew } = o;
    void [_s, _l, _s2, _l2];
    if (!same(restOld, restNew)) lines.push(t(msg`Option “${option}” changed`));
  }
  for (const o of a) {
    if (b.some((x) => x.code === o.code)) continue;
    const option = name(o);
    lines.push(t(msg`Option “${option}” removed`));
  }
  if (!lines.length && !same(a, b)) lines.push(t(msg`Order of the options changed`));
  return lines;
}

/** What changed between two contents of one part, one line per field in plain words with before → after. */
export function contentLines(t: Translate, lang: Lang, before: unknown, after: unknown, prefix = ''): string[] {
  // The title of a version is a text itself.
  if (isText(before) || isText(after)) {
    return (['en', 'hi'] as const)
      .filter((l) => (obj(before)[l] ?? '') !== (obj(after)[l] ?? ''))
      .map((l) => `${fieldWords(t, `${prefix || 'title'}.${l}`)}: ${quoted(t, obj(before)[l])} → ${quoted(t, obj(after)[l])}`);
  }
  const a = obj(before);
  const b = obj(after);
  const lines: string[] = [];
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
    const x = a[key];
    const y = b[key];
    if (same(x, y) || key === 'id') continue;
    if (isText(x) || isText(y)) lines.push(...contentLines(t, lang, x ?? { en: '', hi: '' }, y ?? { en: '', hi: '' }, key));
    else if (key === 'options') lines.push(...optionLines(t, lang, x, y));
    else if (key === 'showIf') lines.push(`${fieldWords(t, key)}: ${conditionWords(t, x)} → ${conditionWords(t, y)}`);
    else if (key === 'evidenceFor') lines.push(`${fieldWords(t, key)}: ${valueWords(t, ((x as unknown[]) ?? []).join(', '))} → ${valueWords(t, ((y as unknown[]) ?? []).join(', '))}`);
    else if ((x !== null && typeof x === 'object') || (y !== null && typeof y === 'object')) {
      const field = fieldWords(t, key);
      lines.push(t(msg`${field} changed`));
    } else lines.push(`${fieldWords(t, key)}: ${valueWords(t, x)} → ${valueWords(t, y)}`);
  }
  return lines;
}

const placeOf = (v: unknown) => {
  const o = obj(v);
  const where = String(o.subdomain ?? o.domain ?? '');
  const place = typeof o.index === 'number' ? o.index + 1 : '–';
  return { where, place };
};

/**
 * One line of the change history in the officer's words: what changed, before → after ("Text
 * (English): 'Is there a…' → 'Does the school…'", "Score of option 'Yes': 1 → 2"), or where a
 * question went; not the data's field codes.
 */
export function changeLines(t: Translate, lang: Lang, c: HistoryChange): string[] {
  const after = obj(c.after);
  switch (c.action) {
    case 'copy': {
      const original = String(after.copyOf ?? '');
      const where = String(after.subdomain ?? '');
      return [t(msg`Copy of ${original}, placed right after it in ${where}; its texts are marked for review`)];
    }
    case 'add': {
      const where = String(after.subdomain ?? after.domain ?? '');
      return [t(msg`Added to ${where}`)];
    }
    case 'restore': {
      const { where, place } = placeOf(c.after);
      return [t(msg`Brought back to ${where}, place ${place}`)];
    }
    case 'retire': {
      const { where } = placeOf(c.before);
      return where ? [t(msg`Taken out of ${where}`)] : [];
    }
    case 'move': {
      const from = placeOf(c.before);
      const to = placeOf(c.after);
      const fromWhere = from.where;
      const fromPlace = from.place;
      const toWhere = to.where;
      const toPlace = to.place;
      return [t(msg`Moved from ${fromWhere} (place ${fromPlace}) to ${toWhere} (place ${toPlace})`)];
    }
    case 'sendForApproval': {
      const reason = String(after.reason ?? '');
      const order = String(after.orderNumber ?? '');
      const date = after.orderDate ? String(after.orderDate) : '–';
      return [t(msg`Reason: ${reason}`), t(msg`Office order number ${order}, dated ${date}`)];
    }
    case 'return': {
      const comment = String(after.comment ?? '');
      return [t(msg`Comment: ${comment}`)];
    }
    case 'publish':
      return [];
    case 'texts':
      return (Array.isArray(c.after) ? (c.after as { id: string; field: string; lang: string; before: string; after: string }[]) : []).map(
        (x) => `${textCellWords(t, x.id, x.field, x.lang)}: ${quoted(t, x.before)} → ${quoted(t, x.after)}`,
      );
    default:
      return c.before !== null && c.after !== null && c.before !== undefined && c.after !== undefined ? contentLines(t, lang, c.before, c.after) : [];
  }
}

/** What an undo or redo button would take back or make again: "copy of Q012", "change to Question Q014". */
export function editWords(t: Translate, e: { action: string; target: string; of?: string }): string {
  const part = partWords(t, e.target);
  const id = e.target.slice(e.target.indexOf(':') + 1);
  switch (e.action) {
    case 'copy': {
      const original = e.of ?? id;
      return t(msg`copy of ${original}`);
    }
    case 'add':
      return e.target.startsWith('subdomain:') ? t(msg`new subdomain ${id}`) : t(msg`new question ${id}`);
    case 'move':
      return t(msg`move of ${part}`);
    case 'retire':
      return t(msg`retirement of ${part}`);
    case 'restore':
      return t(msg`bringing back ${part}`);
    case 'revert':
      return t(msg`earlier version of ${part}`);
    default:
      return t(msg`change to ${part}`);
  }
}
