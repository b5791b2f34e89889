import type { CatalogueVersion, Domain, Subdomain } from '../generated/catalogue';

/**
 * Where a question sits in a version's tree: its domain, subdomain and position there. The editor
 * (moves, copies, the outline) and the server (patches, copies) look questions up the same way.
 */
export function locateQuestion(c: CatalogueVersion, id: string): { domain: Domain; subdomain: Subdomain; index: number } | null {
  for (const domain of c.domains) {
    for (const subdomain of domain.subdomains) {
      const index = subdomain.questions.findIndex((q) => q.id === id);
      if (index >= 0) return { domain, subdomain, index };
    }
  }
  return null;
}

/** A subdomain of a version by its id, in whichever domain it is. */
export function findSubdomain(c: CatalogueVersion, id: string): Subdomain | undefined {
  for (const d of c.domains) {
    const s = d.subdomains.find((x) => x.id === id);
    if (s) return s;
  }
  return undefined;
}
