import type { Lang } from '../i18n';

/**
 * Keys of answers more than one screen asks for: screens that use the same key share one cached
 * copy and one request. The language is part of a key when the server words the answer in the
 * caller's language (statuses, labels, messages), so a switch asks again and each language keeps its own.
 */

/** One form's answers (review and head's form alike); `formKeys.all` covers them all, for a change to the form. */
export const formKeys = {
  all: (accrid: string | number) => ['form', String(accrid)] as const,
  domains: (accrid: string | number) => ['form', String(accrid), 'domains'] as const,
  status: (accrid: string | number, lang: Lang) => ['form', String(accrid), 'status', lang] as const,
  json: (accrid: string | number, domainId: string, lang: Lang) => ['form', String(accrid), 'json', domainId, lang] as const,
  comments: (accrid: string | number) => ['form', String(accrid), 'comments'] as const,
  history: (accrid: string | number, lang: Lang) => ['form', String(accrid), 'history', lang] as const,
  reviewSummary: (accrid: string | number, lang: Lang) => ['form', String(accrid), 'review-summary', lang] as const,
};

/** Lists of forms (the reviewers' list, the head's own form): a moved form changes them. */
export const formListKeys = {
  all: ['forms'] as const,
  search: (query: object, lang: Lang) => ['forms', 'search', query, lang] as const,
  /**
   * The school head's own form with its domains, status and remarks (the head's home page): the
   * form `accrid` names, or (none named) the newest still being answered. `mine(lang)` is the
   * prefix of every one of them, so removing it removes them all.
   */
  mine: (lang: Lang, accrid?: number) => (accrid === undefined ? (['forms', 'mine', lang] as const) : (['forms', 'mine', lang, String(accrid)] as const)),
  /** The remarks on the head's own form (the header's comments dialog). */
  myRemarks: (lang: Lang) => ['forms', 'mine', 'remarks', lang] as const,
};

/**
 * The filter lookups of the dashboards and the reviewers' list (GET /v1/dashboard/...). Their
 * labels come in both languages: a language switch relabels them without asking again.
 */
export const lookupKeys = {
  years: ['lookups', 'years'] as const,
  districts: ['lookups', 'districts'] as const,
  blocks: (districtId: number | string) => ['lookups', 'blocks', String(districtId)] as const,
  statuses: ['lookups', 'statuses'] as const,
  rejectReasons: ['lookups', 'reject-reasons'] as const,
};

/** The administration's reference lists (GET /v1/reference/...), in both languages. */
export const referenceKeys = {
  districts: ['reference', 'districts'] as const,
  blocks: (districtId: string) => ['reference', 'blocks', districtId] as const,
  roles: ['reference', 'roles'] as const,
  privileges: ['reference', 'privileges'] as const,
};
