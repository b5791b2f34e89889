// Checks every catalogue version and the school information schema:
// JSON Schema validation with ajv, then the rules of engine/catalogue/checkCatalogue.
// Prints the counts of each version and every problem; exits 1 if there is any.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { catalogueRoot, listCatalogueVersions, loadCatalogueVersion, loadSchoolInfoSchema } from '../server/catalogue/load-catalogue';
import { catalogueSchemaValidator } from '../server/catalogue/meta-schema';
import { catalogueCounts, checkCatalogue, checkSchoolInfoSchema, type CatalogueProblem } from '../engine/catalogue/checkCatalogue';

/** Compiles the school information schema (its x- keywords are annotations) and checks its labels. */
function checkSchoolInfo(root = catalogueRoot): CatalogueProblem[] {
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

function report(name: string, problems: CatalogueProblem[]): void {
  if (!problems.length) {
    console.log('  no problems');
    return;
  }
  console.log(`  ${problems.length} problem(s) in ${name}:`);
  for (const p of problems) console.log(`  - ${p.path}: ${p.message}`);
}

let failed = false;
const validate = catalogueSchemaValidator();
const versions = listCatalogueVersions();
if (!versions.length) {
  console.log('No catalogue version found under', catalogueRoot);
  failed = true;
}
for (const version of versions) {
  let problems: CatalogueProblem[];
  try {
    const catalogue = loadCatalogueVersion(version);
    const c = catalogueCounts(catalogue);
    console.log(`${version} (${catalogue.status}): ${c.domains} domains, ${c.subdomains} subdomains, ${c.questions} questions`);
    console.log(`  by type: ${Object.entries(c.byType).map(([t, n]) => `${t} ${n}`).join(', ')}`);
    console.log(`  mandatory evidence ${c.evidenceMandatory}, conditional ${c.conditional}, computed ${c.computed}`);
    problems = checkCatalogue(catalogue, validate);
  } catch (e) {
    console.log(`${version}: cannot be read`);
    problems = [{ path: version, message: (e as Error).message }];
  }
  report(version, problems);
  failed ||= problems.length > 0;
}

const schoolInfo = loadSchoolInfoSchema() as { properties?: object; 'x-groups'?: unknown[] };
console.log(`school-info.schema.json: ${Object.keys(schoolInfo.properties ?? {}).length} fields in ${schoolInfo['x-groups']?.length ?? 0} groups`);
const schoolProblems = checkSchoolInfo();
report('school-info.schema.json', schoolProblems);
failed ||= schoolProblems.length > 0;

process.exit(failed ? 1 : 0);
