import type { CatalogueVersion } from '../generated/catalogue';

/**
 * Whether a version has the part a name gives, as the change history and comment threads name
 * parts (question:Q012, subdomain:SD3, domain:D1, optionGroup:yesNo, grading). The server refuses a
 * thread on a missing part with it; the editor lists threads whose part left the draft with it.
 */
export function hasPart(c: CatalogueVersion, target: string): boolean {
  if (target === 'grading') return true;
  const [kind, id] = target.split(':');
  if (!id) return false;
  if (kind === 'optionGroup') return c.optionGroups.some((g) => g.id === id);
  if (kind === 'domain') return c.domains.some((d) => d.id === id);
  if (kind === 'subdomain') return c.domains.some((d) => d.subdomains.some((s) => s.id === id));
  if (kind === 'question') return c.domains.some((d) => d.subdomains.some((s) => s.questions.some((q) => q.id === id)));
  return false;
}
