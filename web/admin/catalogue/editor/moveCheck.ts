import { findSubdomain, locateQuestion, newOrderBreaks, orderBreakText, type CatalogueVersion, type Text } from '../../../../engine';

/**
 * Why a move would be refused, before asking the server: each question it would put before a
 * question its condition, limit or formula uses (the same rule and words as the server's 409).
 * Empty when the move is fine.
 */
export function questionMoveRefusal(c: CatalogueVersion, id: string, subdomain: string, index: number): Text[] {
  const after = structuredClone(c);
  const at = locateQuestion(after, id);
  const moved = at ? at.subdomain.questions.splice(at.index, 1)[0] : null;
  const dest = findSubdomain(after, subdomain);
  if (!moved || !dest) return [];
  dest.questions.splice(Math.max(0, Math.min(index, dest.questions.length)), 0, moved);
  return newOrderBreaks(c, after).map(orderBreakText);
}

/** The same for moving a subdomain to a position in a domain. */
export function subdomainMoveRefusal(c: CatalogueVersion, id: string, domain: string, index: number): Text[] {
  const after = structuredClone(c);
  const from = after.domains.find((d) => d.subdomains.some((s) => s.id === id));
  const to = after.domains.find((d) => d.id === domain);
  if (!from || !to) return [];
  const [s] = from.subdomains.splice(
    from.subdomains.findIndex((x) => x.id === id),
    1,
  );
  to.subdomains.splice(Math.max(0, Math.min(index, to.subdomains.length)), 0, s);
  return newOrderBreaks(c, after).map(orderBreakText);
}
