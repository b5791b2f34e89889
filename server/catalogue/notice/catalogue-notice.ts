import { eq } from 'drizzle-orm';
import { diffCatalogues, type CatalogueVersion, type Lang } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { CATALOGUE_REVIEWERS, PRIV } from '../../auth/privileges';
import { versionNumber } from '../store/catalogues';
import type { Db } from '../../db/client';
import { catalogueNoticeReasons, catalogueVersions, users } from '../../db/schema';
import { readsOneMoment } from '../../db/snapshot';
import { forbidden } from '../../http/errors';
import { msg, type MessageKey } from '../../i18n/messages';
import { fillIn } from '../../i18n/report.messages';
import { loadVersion, personName } from '../drafts/catalogue-drafts';
import { gradingLines, NOTICE_SECTIONS, noticeSections, type NoticeItem, type NoticeSection } from './catalogue-notice-items';
import type { Deps } from '../../deps';

/** Who may read a draft's notice: its editors and its approvers. A published notice is for every signed-in user. */
export const NOTICE_DRAFT_READERS = CATALOGUE_REVIEWERS;

/** The reason given for one item, in both languages, with its revision (`updatedAt`, the `base` of the next save). */
export interface NoticeReason {
  en: string;
  hi: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** A version's change notice as schools read it, in one language; the screen and the PDF draw the same value. */
export interface ChangeNotice {
  lang: Lang;
  version: string;
  title: string;
  status: 'draft' | 'published';
  /** The version it is compared with: the one it was drafted from, or the newest published before it. */
  from: string | null;
  fromTitle: string | null;
  orderNumber: string | null;
  orderDate: string | null;
  /** The overall reason the version was sent for approval with (free text, as the officer wrote it). */
  approvalReason: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  /** A draft, read by someone who may edit it: the reasons can be written. */
  editable: boolean;
  /** No question, option, rule or grade band differs from `from`. */
  nothingChanged: boolean;
  sections: { section: NoticeSection; title: string; items: NoticeItem[] }[];
  /** Domains whose points possible or scored questions changed. */
  domains: { domainId: string; name: string; maxBefore: number; maxAfter: number; scoredBefore: number; scoredAfter: number; line: string }[];
  /** Grade band changes in sentences; empty when grading did not change. */
  grading: string[];
  /** Reasons by target (question:Q012, grading), only for items in the notice. */
  reasons: Record<string, NoticeReason>;
  /** Targets whose reason has English but no Hindi yet: the editor warns, the Hindi notice leaves them out. */
  needsHindi: string[];
  /** The notice's own words in its language, so the screen reads as the paper does whatever the reader's language. */
  words: NoticeWords;
}

/** The fixed lines and labels of a notice, worded in its language. */
export interface NoticeWords {
  title: string;
  versionLine: string;
  comparedLine: string;
  draftNote: string | null;
  orderNumber: string;
  orderDate: string;
  overallReason: string;
  notGiven: string;
  approvedLine: string;
  points: string;
  grading: string;
  reason: string;
  was: string;
  now: string;
  help: string;
  /** "Nothing changed from vN." (or, for a first version, that there is nothing to compare with). */
  nothing: string;
}

/** A date (ISO day or instant) as the notice's readers write it. */
export const noticeDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const SECTION_TITLES = {
  added: 'noticeAdded',
  reworded: 'noticeReworded',
  rescored: 'noticeRescored',
  rules: 'noticeRules',
  moved: 'noticeMoved',
  retired: 'noticeRetired',
} as const;

/** The version a notice compares with: the draft's base, else the newest published before it. */
export async function baseOf(db: Db, row: { version: string; basedOn: string | null; content: unknown }): Promise<string | null> {
  const basedOn = row.basedOn ?? (row.content as CatalogueVersion).basedOn ?? null;
  if (basedOn) return basedOn;
  const published = await db.select({ v: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.status, 'published'));
  const older = published.map((p) => p.v).filter((v) => versionNumber(v) < versionNumber(row.version));
  return older.sort((a, b) => versionNumber(b) - versionNumber(a))[0] ?? null;
}

/** Refuses a draft's notice to a reader who neither edits nor approves the catalogue. */
export function assertMayReadNotice(user: CurrentUser, status: string): void {
  if (status !== 'published' && !NOTICE_DRAFT_READERS.some((p) => user.privileges.has(p))) throw forbidden();
}

/** The targets of a notice's items, each once. */
export function noticeTargets(n: Pick<ChangeNotice, 'sections' | 'grading'>): Set<string> {
  const out = new Set(n.sections.flatMap((s) => s.items.map((i) => i.target)));
  if (n.grading.length) out.add('grading');
  return out;
}

/** What a version changed since its base, in the notice's sections and words. */
export async function noticeChanges(db: Db, row: Awaited<ReturnType<typeof loadVersion>>, lang: Lang) {
  const to = row.content as CatalogueVersion;
  const fromVersion = await baseOf(db, row);
  const fromRow = fromVersion ? await loadVersion(db, fromVersion).catch(() => null) : null;
  const from = fromRow ? (fromRow.content as CatalogueVersion) : null;
  const diff = from ? diffCatalogues(from, to) : null;
  const found = from && diff ? noticeSections(from, to, diff, lang) : null;
  const sections = NOTICE_SECTIONS.map((s) => ({ section: s, title: msg(SECTION_TITLES[s], lang), items: found?.[s] ?? [] })).filter((s) => s.items.length);
  const grading = diff ? gradingLines(diff, lang, (key, ...values) => fillIn(msg(key, lang), ...values)) : [];
  return { to, fromRow, from, diff, sections, grading };
}

/**
 * A version's change notice (issue 27, item 3): what changed since the version it is based on, in
 * sections schools read (added, reworded, rescored, rules, moved to another subdomain, retired,
 * grade bands), with the office order, the overall reason, who approved, and the officers' reason
 * for each item.
 */
export const changeNotice = readsOneMoment(async function changeNotice(deps: Pick<Deps, 'db'>, user: CurrentUser, version: string, lang: Lang): Promise<ChangeNotice> {
  const row = await loadVersion(deps.db, version);
  assertMayReadNotice(user, row.status);
  const { to, fromRow, from, diff, sections, grading } = await noticeChanges(deps.db, row, lang);
  const approver = row.approvedBy ?? row.publishedBy;
  const approvedAt = row.approvedAt ?? row.publishedAt;
  const [who] = approver && row.status === 'published' ? await deps.db.select({ name: personName }).from(users).where(eq(users.id, approver)) : [];
  const targets = noticeTargets({ sections, grading });
  const reasonRows = targets.size
    ? await deps.db
        .select({
          target: catalogueNoticeReasons.target,
          en: catalogueNoticeReasons.reasonEn,
          hi: catalogueNoticeReasons.reasonHi,
          at: catalogueNoticeReasons.updatedAt,
          by: personName,
        })
        .from(catalogueNoticeReasons)
        .leftJoin(users, eq(users.id, catalogueNoticeReasons.updatedBy))
        .where(eq(catalogueNoticeReasons.version, version))
        .then((rows) => rows.filter((r) => targets.has(r.target)))
    : [];
  const reasons = Object.fromEntries(reasonRows.map((r) => [r.target, { en: r.en, hi: r.hi, updatedAt: r.at.toISOString(), updatedBy: r.by }]));
  const say = (key: MessageKey, ...values: (string | number)[]) => fillIn(msg(key, lang), ...values);
  const approvedBy = who?.name ?? null;
  const approvedIso = row.status === 'published' && approvedAt ? approvedAt.toISOString() : null;
  const words: NoticeWords = {
    title: say('noticeTitle'),
    versionLine: say('noticeVersion', version, to.title[lang]),
    comparedLine: fromRow && from ? say('noticeComparedWith', fromRow.version, from.title[lang]) : say('noticeNoBase'),
    draftNote: row.status === 'published' ? null : say('noticeDraft'),
    orderNumber: say('noticeOrderNumber'),
    orderDate: say('noticeOrderDate'),
    overallReason: say('noticeOverallReason'),
    notGiven: say('noticeNotGiven'),
    approvedLine:
      approvedBy && approvedIso
        ? say('noticeApproved', approvedBy, noticeDate(approvedIso, lang))
        : // A version published from the catalogue folder names no person, only its day.
          row.status === 'published' && to.publishedOn
          ? say('noticePublishedOn', noticeDate(to.publishedOn, lang))
          : say('noticeNotApproved'),
    points: say('noticePoints'),
    grading: say('noticeGrading'),
    reason: say('noticeReason'),
    was: say('noticeWas'),
    now: say('noticeNow'),
    help: say('noticeHelp'),
    nothing: fromRow ? say('noticeNothing', fromRow.version) : say('noticeNoBase'),
  };
  return {
    lang,
    version,
    title: to.title[lang],
    status: row.status === 'published' ? 'published' : 'draft',
    from: fromRow ? fromRow.version : null,
    fromTitle: from ? from.title[lang] : null,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    approvalReason: row.approvalReason,
    approvedBy,
    approvedAt: approvedIso,
    editable: row.status === 'draft' && user.privileges.has(PRIV.catalogue),
    nothingChanged: sections.length === 0 && grading.length === 0,
    sections,
    domains: (diff?.domains ?? [])
      .filter((d) => d.maxBefore !== d.maxAfter || d.scoredBefore !== d.scoredAfter)
      .map((d) => ({
        domainId: d.domainId,
        name: d.name[lang],
        maxBefore: d.maxBefore,
        maxAfter: d.maxAfter,
        scoredBefore: d.scoredBefore,
        scoredAfter: d.scoredAfter,
        line: say('noticePointsLine', `${d.domainId} ${d.name[lang]}`, d.maxBefore, d.maxAfter, d.scoredBefore, d.scoredAfter),
      })),
    grading,
    reasons,
    needsHindi: reasonRows.filter((r) => r.en.trim() && !r.hi.trim()).map((r) => r.target),
    words,
  };
});
