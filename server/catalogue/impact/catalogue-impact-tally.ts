import type { CatalogueIndex, Text } from '../../../engine';

/** Why a form could not be re-scored under the draft. */
export type UnscoredReason = 'versionUnknown' | 'noGradeBefore' | 'nothingScored' | 'error';

/** One approved form re-scored: its school, its grade as approved and under the draft. */
export interface ScoredForm {
  accrid: number;
  schoolCode: string;
  schoolName: string;
  districtId: number;
  district: Text;
  management: string;
  oldScore: number | null;
  oldGrade: string;
  newScore: number;
  newGrade: string;
  /** Domain scores (0..100) before and after, by domain id. */
  domainsBefore: Record<string, number | null>;
  domainsAfter: Record<string, number | null>;
}

export interface GradeMoves {
  up: number;
  down: number;
  same: number;
}

export interface ImpactMover {
  accrid: number;
  schoolCode: string;
  schoolName: string;
  district: Text;
  management: string;
  oldScore: number | null;
  newScore: number;
  oldGrade: string;
  newGrade: string;
  change: number;
}

/** The figures of an impact report, kept as the report's result JSON. */
export interface ImpactResult {
  cycleId: number;
  cycleName: string;
  /** The published versions the cycle's approved forms were answered on. */
  fromVersions: string[];
  forms: number;
  scored: number;
  totals: GradeMoves;
  byDistrict: (GradeMoves & { districtId: number; name: Text })[];
  byManagement: (GradeMoves & { management: string })[];
  /** The schools whose score moves most (largest change either way first), at most TOP_MOVERS. */
  movers: ImpactMover[];
  domains: { domainId: string; name: Text; pointsBefore: number | null; pointsAfter: number | null; meanBefore: number | null; meanAfter: number | null }[];
  unscored: { accrid: number; schoolCode: string; schoolName: string; reason: UnscoredReason; detail?: string }[];
}

export const TOP_MOVERS = 20;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Points possible per domain: the sum of its questions' highest scores. */
export function pointsByDomain(index: CatalogueIndex): Map<string, { name: Text; points: number }> {
  const out = new Map<string, { name: Text; points: number }>();
  for (const d of index.catalogue.domains) {
    let points = 0;
    for (const sd of d.subdomains) for (const q of sd.questions) points += index.questions.get(q.id)?.maxScore ?? 0;
    out.set(d.id, { name: d.name, points });
  }
  return out;
}

/**
 * Whether a grade went up, down or stayed: by the grade's place in the draft's bands (highest
 * first), else in the form's own version's bands, so a grade the draft renamed still compares.
 */
export function moveOf(draft: CatalogueIndex, own: CatalogueIndex, oldGrade: string, newGrade: string): keyof GradeMoves {
  const rank = (g: string) => {
    const i = draft.catalogue.grading.bands.findIndex((b) => b.grade === g);
    return i >= 0 ? i : own.catalogue.grading.bands.findIndex((b) => b.grade === g);
  };
  const before = rank(oldGrade);
  const after = rank(newGrade);
  if (before < 0 || after < 0 || before === after) return 'same';
  return after < before ? 'up' : 'down';
}

/**
 * Adds re-scored forms up batch by batch, holding only the counts, the current top movers and
 * domain sums: a report over thousands of forms never keeps every form in memory.
 */
export class ImpactTally {
  private totals: GradeMoves = { up: 0, down: 0, same: 0 };
  private districts = new Map<number, GradeMoves & { districtId: number; name: Text }>();
  private managements = new Map<string, GradeMoves & { management: string }>();
  private movers: ImpactMover[] = [];
  private domainSums = new Map<string, { before: number; nBefore: number; after: number; nAfter: number }>();
  private unscored: ImpactResult['unscored'] = [];
  private scored = 0;
  private seen = 0;
  private versions = new Set<string>();

  add(form: ScoredForm, move: keyof GradeMoves, version: string): void {
    this.seen += 1;
    this.scored += 1;
    this.versions.add(version);
    this.totals[move] += 1;
    const d = this.districts.get(form.districtId) ?? { districtId: form.districtId, name: form.district, up: 0, down: 0, same: 0 };
    d[move] += 1;
    this.districts.set(form.districtId, d);
    const m = this.managements.get(form.management) ?? { management: form.management, up: 0, down: 0, same: 0 };
    m[move] += 1;
    this.managements.set(form.management, m);
    for (const [id, score] of Object.entries(form.domainsBefore)) {
      const s = this.domainSum(id);
      if (score === null) continue;
      s.before += score;
      s.nBefore += 1;
    }
    for (const [id, score] of Object.entries(form.domainsAfter)) {
      const s = this.domainSum(id);
      if (score === null) continue;
      s.after += score;
      s.nAfter += 1;
    }
    const change = round1(form.newScore - (form.oldScore ?? form.newScore));
    this.movers.push({
      accrid: form.accrid,
      schoolCode: form.schoolCode,
      schoolName: form.schoolName,
      district: form.district,
      management: form.management,
      oldScore: form.oldScore,
      newScore: form.newScore,
      oldGrade: form.oldGrade,
      newGrade: form.newGrade,
      change,
    });
    // Trimmed as it grows, so the list stays small over thousands of forms.
    if (this.movers.length > TOP_MOVERS * 4) this.trimMovers();
  }

  skip(entry: ImpactResult['unscored'][number], version?: string): void {
    this.seen += 1;
    if (version) this.versions.add(version);
    if (this.unscored.length < 500) this.unscored.push(entry);
  }

  get count(): number {
    return this.seen;
  }

  private domainSum(id: string) {
    let s = this.domainSums.get(id);
    if (!s) this.domainSums.set(id, (s = { before: 0, nBefore: 0, after: 0, nAfter: 0 }));
    return s;
  }

  private trimMovers(): void {
    this.movers.sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.accrid - b.accrid);
    this.movers.length = Math.min(this.movers.length, TOP_MOVERS);
  }

  /** The figures, with points possible per domain in the cycle's version and in the draft. */
  result(cycle: { id: number; name: string }, before: CatalogueIndex | null, draft: CatalogueIndex): ImpactResult {
    this.trimMovers();
    const pointsBefore = before ? pointsByDomain(before) : new Map<string, { name: Text; points: number }>();
    const pointsAfter = pointsByDomain(draft);
    const ids = [...pointsAfter.keys(), ...[...pointsBefore.keys()].filter((id) => !pointsAfter.has(id))];
    const mean = (sum: number, n: number) => (n > 0 ? round1(sum / n) : null);
    return {
      cycleId: cycle.id,
      cycleName: cycle.name,
      fromVersions: [...this.versions].sort(),
      forms: this.seen,
      scored: this.scored,
      totals: this.totals,
      byDistrict: [...this.districts.values()].sort((a, b) => a.districtId - b.districtId),
      byManagement: [...this.managements.values()].sort((a, b) => a.management.localeCompare(b.management)),
      movers: this.movers,
      domains: ids.map((id) => {
        const s = this.domainSums.get(id);
        return {
          domainId: id,
          name: (pointsAfter.get(id) ?? pointsBefore.get(id))!.name,
          pointsBefore: pointsBefore.get(id)?.points ?? null,
          pointsAfter: pointsAfter.get(id)?.points ?? null,
          meanBefore: s ? mean(s.before, s.nBefore) : null,
          meanAfter: s ? mean(s.after, s.nAfter) : null,
        };
      }),
      unscored: this.unscored,
    };
  }
}
