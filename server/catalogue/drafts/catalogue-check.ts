import { type CatalogueVersion, checkCatalogue, type CatalogueProblem, scoreOutliers } from '../../../engine';
import { validatePublished } from '../store/meta-schema';

/** One problem of a version, worded for the reader, with the place to fix it. */
export interface LocalizedProblem {
  /** Where it is, as the catalogue file's path (domains[0].subdomains[2].questions[1].label.hi). */
  path: string;
  message: string;
  /** The question, subdomain or domain the problem sits in, for the editor's link. */
  questionid: string | null;
  subdomainid: string | null;
  domainid: string | null;
  /**
   * 'hindi' for a missing or untranslated Hindi text (a draft's to-do), 'warning' for something
   * likely wrong that does not stop publishing (a score far above the others), otherwise 'rule'.
   */
  kind: 'hindi' | 'rule' | 'warning';
}

const at = (c: CatalogueVersion, path: string) => {
  const d = /^domains\[(\d+)\]/.exec(path);
  const s = /subdomains\[(\d+)\]/.exec(path);
  const q = /questions\[(\d+)\]/.exec(path);
  const domain = d ? c.domains[Number(d[1])] : undefined;
  const subdomain = domain && s ? domain.subdomains[Number(s[1])] : undefined;
  const question = subdomain && q ? subdomain.questions[Number(q[1])] : undefined;
  return { domainid: domain?.id ?? null, subdomainid: subdomain?.id ?? null, questionid: question?.id ?? null };
};

/** The same rules as `npm run catalogue:check`, for any version, with fixed counts left to v1's own test. */
export function catalogueProblems(c: CatalogueVersion, lang: 'en' | 'hi'): LocalizedProblem[] {
  return checkCatalogue(c, validatePublished).map((p) => localized(c, p, lang, /\.hi$/.test(p.path) ? 'hindi' : 'rule'));
}

/** What the check warns about without refusing publication: scores far above the others of their question. */
export function catalogueWarnings(c: CatalogueVersion, lang: 'en' | 'hi'): LocalizedProblem[] {
  return scoreOutliers(c).map((p) => localized(c, p, lang, 'warning'));
}

function localized(c: CatalogueVersion, p: CatalogueProblem, lang: 'en' | 'hi', kind: LocalizedProblem['kind']): LocalizedProblem {
  return { path: p.path, message: lang === 'hi' && p.hi ? p.hi : p.message, ...at(c, p.path), kind };
}
