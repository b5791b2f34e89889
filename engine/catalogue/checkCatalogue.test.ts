import { describe, it, expect } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueRoot, loadCatalogueVersion, loadSchoolInfoSchema } from '../../server/catalogue/store/load-catalogue';
import type { CatalogueVersion, Question } from '../generated/catalogue';
import { catalogueCounts } from './catalogueCounts';
import { checkCatalogue, v1Shape } from './checkCatalogue';
import { checkSchoolInfoSchema } from './checkSchoolInfoSchema';
import { type CatalogueProblem } from './checkText';

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validateSchema = ajv.compile(JSON.parse(readFileSync(join(catalogueRoot, 'catalogue.schema.json'), 'utf8')));
const metaSchemaValidate = (data: unknown): string[] =>
  validateSchema(data) ? [] : (validateSchema.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

const v1 = loadCatalogueVersion('v1');
const fresh = (): CatalogueVersion => structuredClone(v1);
const questionsOf = (c: CatalogueVersion): Question[] => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
const question = (c: CatalogueVersion, id: string): Question => {
  const q = questionsOf(c).find((x) => x.id === id);
  if (!q) throw new Error(`no ${id} in the fixture`);
  return q;
};
const firstOfType = (c: CatalogueVersion, type: Question['type'], after = 'Q000'): Question => {
  const q = questionsOf(c).find((x) => x.type === type && x.id > after);
  if (!q) throw new Error(`no ${type} question in the fixture`);
  return q;
};
const messages = (problems: CatalogueProblem[]): string => problems.map((p) => `${p.path}: ${p.message}`).join('\n');

describe('checkCatalogue()', () => {
  it('finds no problem in the published version v1', () => {
    expect(messages(checkCatalogue(v1, metaSchemaValidate))).toBe('');
  });

  it('counts 7 domains, 58 subdomains and 226 questions in v1 (its own shape; later versions may differ)', () => {
    const counts = catalogueCounts(v1);
    expect(counts).toMatchObject(v1Shape);
    expect(counts.computed).toBeGreaterThanOrEqual(8);
    expect(counts.conditional).toBeGreaterThanOrEqual(10);
    expect(counts.evidenceMandatory).toBeGreaterThanOrEqual(40);
    expect(counts.evidenceMandatory).toBeLessThanOrEqual(60);
  });

  it('reports a question id used twice', () => {
    const c = fresh();
    question(c, 'Q006').id = 'Q005';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Q005 is used more than once');
  });

  it('passes a version with a 227th question added anywhere, its id out of display order', () => {
    const c = fresh();
    const added = structuredClone(question(c, 'Q004'));
    added.id = 'Q227';
    c.domains[0].subdomains[0].questions.unshift(added);
    expect(checkCatalogue(c, metaSchemaValidate)).toEqual([]);
    expect(catalogueCounts(c).questions).toBe(227);
  });

  it('passes a version with fewer domains and questions than v1', () => {
    const c = fresh();
    c.domains = c.domains.slice(0, 2);
    expect(checkCatalogue(c, metaSchemaValidate)).toEqual([]);
  });

  it('refuses an id that an earlier version retired', () => {
    const c = fresh();
    c.retired = { questions: ['Q227'], subdomains: [] };
    question(c, 'Q226').id = 'Q227';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Q227 was retired and cannot be used again: a new question takes the next unused number');
  });

  it('reports a subdomain id used twice', () => {
    const c = fresh();
    c.domains[1].subdomains[0].id = 'SD10';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('SD10 is used more than once');
  });

  it('checks the scoring rules of later versions: evidence per option, exclusive options, critical questions, counts by size', () => {
    const c = fresh();
    question(c, 'Q001').evidenceFor = ['YN9'];
    question(c, 'Q004').critical = { maxGrade: 'Z' };
    question(c, 'Q004').scoreBasis = 'per100Students';
    const text = messages(checkCatalogue(c, metaSchemaValidate));
    expect(text).toContain('Q001: evidenceFor code YN9 is not an option of the question');
    expect(text).toContain('Q004: critical maxGrade Z is not a grade of the grading bands');
    expect(text).toContain('Q004: scoreBasis is only for count questions');
  });

  it('reports a missing Hindi text', () => {
    const c = fresh();
    question(c, 'Q010').label.hi = '';
    const problems = checkCatalogue(c, metaSchemaValidate);
    expect(problems).toContainEqual({
      path: 'domains[0].subdomains[2].questions[1].label.hi',
      message: 'Q010 label: the Hindi text is missing',
      hi: 'Q010 का पाठ: हिन्दी पाठ नहीं है',
    });
  });

  it('says every problem in Hindi too, for the department in the editor', () => {
    const c = fresh();
    question(c, 'Q012').showIf = { question: 'Q999', in: ['1'] };
    c.grading.bands[0].min = -1;
    const problems = checkCatalogue(c, metaSchemaValidate);
    expect(problems.length).toBeGreaterThan(1);
    for (const p of problems) expect(p.hi).toMatch(/[\u0900-\u097F]/);
    expect(problems.map((p) => p.hi)).toContain('Q012: दिखाने की शर्त Q999 पर है, जो मौजूद नहीं है');
  });

  it('reports Hindi written in Latin letters', () => {
    const c = fresh();
    question(c, 'Q001').label.hi = 'Kya vidyalaya ne vidyalaya vikas yojana taiyar ki hai?';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Q001 label: the Hindi text is not in Devanagari script');
  });

  it('reports Hindi that is a copy of the English', () => {
    const c = fresh();
    c.optionGroups[0].options[0].label.hi = 'Yes';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Option group "yesNo" option YN1: the Hindi text is not in Devanagari script');
    c.optionGroups[0].options[0].label = { en: 'हाँ', hi: 'हाँ' };
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('the Hindi text is the same as the English text');
  });

  it('reports a formula that points at a yes/no question', () => {
    const c = fresh();
    const computed = firstOfType(c, 'computedPercentage');
    const earlierYesNo = questionsOf(c).find((q) => q.type === 'yesNo' && q.id < computed.id)!;
    computed.formula!.numerator = earlierYesNo.id;
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(
      `${computed.id}: the formula's numerator ${earlierYesNo.id} is a yesNo question, not a count or percentage`,
    );
  });

  it('reports a formula that points at a later question', () => {
    const c = fresh();
    const computed = firstOfType(c, 'computedPercentage');
    computed.formula!.denominator = 'Q200';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${computed.id}: the formula's denominator Q200 does not come before it`);
  });

  it('reports a showIf code that the parent question does not offer', () => {
    const c = fresh();
    const follow = questionsOf(c).find((q) => q.showIf)!;
    follow.showIf!.in = ['YN9'];
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${follow.id}: showIf code YN9 is not an option of ${follow.showIf!.question}`);
  });

  it('reports conditions that form a cycle', () => {
    const c = fresh();
    question(c, 'Q001').showIf = { question: 'Q005', in: ['YN1'] };
    question(c, 'Q005').showIf = { question: 'Q001', in: ['YN1'] };
    const text = messages(checkCatalogue(c, metaSchemaValidate));
    expect(text).toContain('Q001: the conditions form a cycle (Q001 → Q005 → Q001)');
    expect(text).toContain('Q001: showIf refers to Q005, which comes later');
  });

  it('reports a chain of conditions deeper than 2', () => {
    const c = fresh();
    question(c, 'Q005').showIf = { question: 'Q001', in: ['YN1'] };
    question(c, 'Q009').showIf = { question: 'Q005', in: ['FQ1'] };
    question(c, 'Q010').showIf = { question: 'Q009', in: ['YN1'] };
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Q010: the chain of conditions is 3 deep; at most 2 allowed');
  });

  it('reports grade bands that are not sorted highest first', () => {
    const c = fresh();
    const [a, b] = c.grading.bands;
    c.grading.bands[0] = b;
    c.grading.bands[1] = a;
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Grade bands must be sorted by min, highest first');
  });

  it('reports a last grade band that does not start at 0', () => {
    const c = fresh();
    c.grading.bands[c.grading.bands.length - 1].min = 10;
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('The last grade band must have min 0');
  });

  it('reports Not Applicable on a numeric question', () => {
    const c = fresh();
    const n = firstOfType(c, 'count');
    n.allowNotApplicable = true;
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${n.id}: Not Applicable is allowed on choice questions only`);
  });

  it('reports notMoreThan pointing at a later question', () => {
    const c = fresh();
    const n = questionsOf(c).find((q) => q.notMoreThan)!;
    n.notMoreThan = 'Q226';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${n.id}: notMoreThan refers to Q226, which does not come before it`);
  });

  it('reports a choice question with both an option group and inline options', () => {
    const c = fresh();
    const q = question(c, 'Q001');
    q.options = structuredClone(c.optionGroups[0].options);
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Q001: a choice question needs exactly one of optionGroup or options');
  });

  it('reports an unknown option group', () => {
    const c = fresh();
    question(c, 'Q001').optionGroup = 'yesOrNo';
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain('Q001: option group "yesOrNo" does not exist');
  });

  it('reports a multi-choice question without maxScore', () => {
    const c = fresh();
    const m = firstOfType(c, 'multi');
    delete m.maxScore;
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${m.id}: a multi-choice question needs maxScore`);
  });

  it('reports option codes repeated within a question', () => {
    const c = fresh();
    const m = firstOfType(c, 'multi');
    m.options![1].code = m.options![0].code;
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${m.id}: option code ${m.options![0].code} is used more than once`);
  });

  it('reports score bands out of order and bands that leave low values unscored', () => {
    const c = fresh();
    const p = firstOfType(c, 'computedPercentage');
    p.scoreBands = [{ min: 50, score: 1 }, { min: 75, score: 2 }];
    const text = messages(checkCatalogue(c, metaSchemaValidate));
    expect(text).toContain(`${p.id}: scoreBands must be sorted by min, highest first`);
    expect(text).toContain(`${p.id}: the last score band (min 75) leaves values from 0 unscored`);
  });

  it('reports a question whose highest score is 0', () => {
    const c = fresh();
    const q = questionsOf(c).find((x) => x.options && x.type === 'single')!;
    q.options!.forEach((o) => (o.score = 0));
    expect(messages(checkCatalogue(c, metaSchemaValidate))).toContain(`${q.id}: the highest possible score must be more than 0`);
  });

  it('passes on the meta-schema validator\'s errors', () => {
    const c = fresh() as unknown as Record<string, unknown>;
    c.status = 'retired';
    expect(checkCatalogue(c as unknown as CatalogueVersion, metaSchemaValidate).some((p) => p.path === 'status')).toBe(true);
  });

  it('places a format error at its part, and says an empty text once, in both languages', () => {
    const c = fresh();
    c.grading.bands[0].label.hi = '';
    (c.domains[0].subdomains[1].questions[0] as unknown as Record<string, unknown>).evidence = 'sometimes';
    const problems = checkCatalogue(c, metaSchemaValidate);
    expect(problems.filter((p) => p.path.startsWith('grading.bands[0].label'))).toEqual([
      { path: 'grading.bands[0].label.hi', message: 'Grade A+ label: the Hindi text is missing', hi: 'ग्रेड A+ का नाम: हिन्दी पाठ नहीं है' },
    ]);
    expect(problems.map((p) => p.path)).toContain('domains[0].subdomains[1].questions[0].evidence');
  });
});

describe('checkSchoolInfoSchema()', () => {
  it('finds no problem in the school information schema', () => {
    expect(checkSchoolInfoSchema(loadSchoolInfoSchema())).toEqual([]);
  });

  it('reports a field label without Hindi in Devanagari', () => {
    const schema = structuredClone(loadSchoolInfoSchema()) as { properties: Record<string, { 'x-label': { hi: string } }> };
    schema.properties.teacherVacancy['x-label'].hi = 'Shikshak riktiyan';
    expect(checkSchoolInfoSchema(schema)).toContainEqual({
      hi: 'teacherVacancy label: हिन्दी पाठ देवनागरी लिपि में नहीं है',
      path: 'properties.teacherVacancy.x-label.hi',
      message: 'teacherVacancy label: the Hindi text is not in Devanagari script',
    });
  });
});
