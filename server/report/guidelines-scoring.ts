// The scoring the guidelines page explains: that of the reader's own cycle (a school head's form),
// else the newest published version, so the page never describes a version nobody is graded on.
import { desc, eq } from 'drizzle-orm';
import { scoringExample, type GradeBand, type ScoringExample, type Text } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { cycles, forms } from '../db/schema';
import type { Deps } from '../deps';

export interface GuidelinesScoring {
  version: string;
  title: Text;
  /** 'cycle': the version of the reader's cycle (named); 'newest': the newest published version, for a reader without a form. */
  source: 'cycle' | 'newest';
  cycle: string | null;
  /** Highest first; a school gets the first band whose minimum its overall score reaches. */
  bands: GradeBand[];
  /** What the version says about its scoring in plain words (report card), when it says anything. */
  description: Text | null;
  example: ScoringExample;
}

/** The grading, domain weights and a worked example of the version the reader's school is graded on. */
export async function guidelinesScoring(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser): Promise<GuidelinesScoring> {
  let version = deps.catalogues.current;
  let cycle: string | null = null;
  if (user.schoolCode) {
    // The school's newest cycle: the one a head is filling now, or the last one graded.
    const [row] = await deps.db
      .select({ version: forms.catalogueVersion, cycle: cycles.name })
      .from(forms)
      .innerJoin(cycles, eq(cycles.id, forms.cycleId))
      .where(eq(forms.schoolCode, user.schoolCode))
      .orderBy(desc(forms.cycleId))
      .limit(1);
    if (row && deps.catalogues.versions.includes(row.version)) {
      version = row.version;
      cycle = row.cycle;
    }
  }
  const c = deps.catalogues.get(version).catalogue;
  return {
    version,
    title: c.title,
    source: cycle ? 'cycle' : 'newest',
    cycle,
    bands: [...c.grading.bands].sort((a, b) => b.min - a.min),
    description: c.grading.description ?? null,
    example: scoringExample(c),
  };
}
