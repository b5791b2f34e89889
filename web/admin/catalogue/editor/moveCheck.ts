import { newOrderBreaks, orderBreakText, type CatalogueVersion, type Text } from '../../../../engine';

/**
 * Why a move would be refused, before asking the server: each question it would put before a
 * question its condition, limit or formula uses (the same rule and words as the server's 409).
 * Empty when the move is fine.
 */
export function questionMoveRefusal(c: CatalogueVersion, id: string, subdomain: string, index: number): Text[] {
  const after = structuredClone(c);
  let moved = null;
  for (const d of after.domains)
    for (const s of d.subdomains) {
      const i = s.questions.findIndex((q) => q.id === id);
      if (i >= 0) moved = s.questions.splice(i, 1)[0];
    }
  const dest = after.domains.flatMap((d) => d.subdomains).find((s) => s.id === subdomain);
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
