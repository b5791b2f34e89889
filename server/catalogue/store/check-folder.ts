// The checks of `npm run catalogue:check` over one catalogue folder: every version in it
// (JSON Schema with ajv, then the engine's rules) and its school information schema.
import { catalogueCounts, checkCatalogue, checkSchoolInfoSchema, type CatalogueProblem, scoreOutliers } from '../../../engine';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { catalogueRoot, listCatalogueVersions, loadCatalogueVersion, loadSchoolInfoSchema } from './load-catalogue';
import { validatePublished } from './meta-schema';

/** Compiles the school information schema (its x- keywords are annotations) and checks its labels. */
function checkSchoolInfo(root: string): CatalogueProblem[] {
  const schema = loadSchoolInfoSchema(root);
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addVocabulary(['x-label', 'x-help', 'x-groups', 'x-notMoreThan']);
  try {
    ajv.compile(schema);
  } catch (e) {
    return [{ path: '', message: `does not compile: ${(e as Error).message}` }];
  }
  return checkSchoolInfoSchema(schema);
}

function reportLines(problems: CatalogueProblem[]): string[] {
  if (!problems.length) return ['  no problems'];
  return [`  ${problems.length} problem(s):`, ...problems.map((p) => `  - ${p.path}: ${p.message}`)];
}

export interface FolderCheck {
  ok: boolean;
  /** What the command prints: each version's counts and problems. */
  lines: string[];
  questionsPerVersion: Record<string, number>;
}

/** Checks every version under `root`; `ok` is false when any version or the school information has a problem. */
export function checkCatalogueFolder(root = catalogueRoot): FolderCheck {
  const lines: string[] = [];
  const questionsPerVersion: Record<string, number> = {};
  let ok = true;
  const versions = listCatalogueVersions(root);
  if (!versions.length) return { ok: false, lines: [`No catalogue version found under ${root}`], questionsPerVersion };
  for (const version of versions) {
    let problems: CatalogueProblem[];
    // Scores that look like slips: printed, never failing the check (as in the editor's check).
    let warnings: CatalogueProblem[] = [];
    try {
      const catalogue = loadCatalogueVersion(version, root);
      const c = catalogueCounts(catalogue);
      questionsPerVersion[version] = c.questions;
      lines.push(`${version} (${catalogue.status}): ${c.domains} domains, ${c.subdomains} subdomains, ${c.questions} questions`);
      lines.push(`  by type: ${Object.entries(c.byType).map(([t, n]) => `${t} ${n}`).join(', ')}`);
      lines.push(`  mandatory evidence ${c.evidenceMandatory}, conditional ${c.conditional}, computed ${c.computed}`);
      problems = checkCatalogue(catalogue, validatePublished);
      warnings = scoreOutliers(catalogue);
    } catch (e) {
      lines.push(`${version}: cannot be read`);
      problems = [{ path: version, message: (e as Error).message }];
    }
    lines.push(...reportLines(problems));
    if (warnings.length) lines.push(`  ${warnings.length} warning(s), not failing:`, ...warnings.map((p) => `  - ${p.path}: ${p.message}`));
    ok &&= problems.length === 0;
  }
  const schoolInfo = loadSchoolInfoSchema(root) as { properties?: object; 'x-groups'?: unknown[] };
  lines.push(`school-info.schema.json: ${Object.keys(schoolInfo.properties ?? {}).length} fields in ${schoolInfo['x-groups']?.length ?? 0} groups`);
  const schoolProblems = checkSchoolInfo(root);
  lines.push(...reportLines(schoolProblems));
  ok &&= schoolProblems.length === 0;
  return { ok, lines, questionsPerVersion };
}
