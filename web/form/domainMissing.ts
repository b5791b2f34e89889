import type { DomainMissing, DomainSummary } from '../api/types';

/** What the whole form still lacks, added up over its domains. */
export function totalMissing(domains: DomainSummary[]): DomainMissing {
  const out: DomainMissing = { answers: 0, evidence: 0, reasons: 0 };
  for (const d of domains) {
    out.answers += d.missing?.answers ?? Math.max(0, d.total - d.attempted);
    out.evidence += d.missing?.evidence ?? 0;
    out.reasons += d.missing?.reasons ?? 0;
  }
  return out;
}

/** Whether a domain is done by the one completeness rule (answers, evidence, reasons). */
export function domainDone(d: DomainSummary): boolean {
  // Optional questions left blank do not stop a submit, so they do not stop a domain being done.
  return d.missing ? nothingMissing(d.missing) : d.total > 0 && d.attempted >= d.total;
}

export function nothingMissing(m: DomainMissing): boolean {
  return m.answers === 0 && m.evidence === 0 && m.reasons === 0;
}
