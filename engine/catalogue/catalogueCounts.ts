import type { CatalogueVersion } from '../generated/catalogue';

/** Counts the parts of a catalogue version, for reports. */
export function catalogueCounts(c: CatalogueVersion): {
  domains: number;
  subdomains: number;
  questions: number;
  byType: Record<string, number>;
  evidenceMandatory: number;
  conditional: number;
  computed: number;
} {
  const subdomains = (c.domains ?? []).flatMap((d) => d.subdomains ?? []);
  const questions = subdomains.flatMap((s) => s.questions ?? []);
  const byType: Record<string, number> = {};
  for (const q of questions) byType[q.type] = (byType[q.type] ?? 0) + 1;
  return {
    domains: (c.domains ?? []).length,
    subdomains: subdomains.length,
    questions: questions.length,
    byType,
    evidenceMandatory: questions.filter((q) => q.evidence === 'mandatory').length,
    conditional: questions.filter((q) => q.showIf).length,
    computed: questions.filter((q) => q.type === 'computedPercentage').length,
  };
}