// Checks what the meta-schema cannot: numbering, cross-references between
// questions, bilingual texts and scoring rules. Pure: the schema validator is
// passed in, nothing is read from disk.
import type { CatalogueVersion, Option, Question, QuestionType, Text } from '../generated/catalogue';

/** One thing wrong with a catalogue version: where it is, and what is wrong. */
export interface CatalogueProblem {
  path: string;
  message: string;
  /** The same problem in Hindi, for the catalogue editor. */
  hi?: string;
}

/** The shape of version 1 (spec §9: 7 domains, 58 subdomains, Q001 to Q226). Later versions may differ. */
export const v1Shape = { domains: 7, subdomains: 58, questions: 226 } as const;

/** How many questions a subdomain may hold. */
export const subdomainQuestionRange = { min: 2, max: 7 } as const;

const CHOICE: ReadonlySet<QuestionType> = new Set(['yesNo', 'single', 'multi']);
const NUMERIC: ReadonlySet<QuestionType> = new Set(['count', 'percentage', 'computedPercentage']);
const MAX_CONDITION_DEPTH = 2;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Checks one bilingual text; `what` names it in messages. */
export function checkText(text: Partial<Text> | undefined, path: string, what: string): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const en = typeof text?.en === 'string' ? text.en.trim() : '';
  const hi = typeof text?.hi === 'string' ? text.hi.trim() : '';
  if (!en) problems.push({ path: `${path}.en`, message: `${what}: the English text is missing` });
  if (!hi) problems.push({ path: `${path}.hi`, message: `${what}: the Hindi text is missing` });
  else if (!DEVANAGARI.test(hi)) problems.push({ path: `${path}.hi`, message: `${what}: the Hindi text is not in Devanagari script` });
  else if (hi === en) problems.push({ path: `${path}.hi`, message: `${what}: the Hindi text is the same as the English text` });
  return problems;
}

interface Located {
  q: Question;
  path: string;
  order: number;
  domain: number;
}

/** Checks a catalogue version; returns every problem found (none means usable). */
export function checkCatalogue(
  catalogue: CatalogueVersion,
  metaSchemaValidate: (data: unknown) => string[],
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = metaSchemaValidate(catalogue).map((message) => ({ path: '(schema)', message }));
  const add = (path: string, message: string) => problems.push({ path, message });
  const texts = (text: Partial<Text> | undefined, path: string, what: string) => problems.push(...checkText(text, path, what));

  texts(catalogue.title, 'title', 'Version title');

  // Option groups
  const groups = new Map<string, Option[]>();
  (catalogue.optionGroups ?? []).forEach((g, i) => {
    const path = `optionGroups[${i}]`;
    if (groups.has(g.id)) add(`${path}.id`, `Option group "${g.id}" is defined more than once`);
    groups.set(g.id, g.options ?? []);
    texts(g.label, `${path}.label`, `Option group "${g.id}" label`);
    checkOptions(g.options ?? [], path, `Option group "${g.id}"`);
  });

  // Ids: unique and stable. Display order is the order of the lists, so an id's number says
  // nothing about its place; an id an earlier version retired never comes back.
  const questions: Located[] = [];
  const byId = new Map<string, Located>();
  const seen = { D: new Set<string>(), SD: new Set<string>(), Q: new Set<string>() };
  const retired = { D: new Set<string>(), SD: new Set(catalogue.retired?.subdomains ?? []), Q: new Set(catalogue.retired?.questions ?? []) };
  const numbering = (kind: 'D' | 'SD' | 'Q', id: string, path: string) => {
    if (seen[kind].has(id)) add(`${path}.id`, `${id} is used more than once`);
    if (retired[kind].has(id)) add(`${path}.id`, `${id} was retired and cannot be used again: a new ${kind === 'Q' ? 'question' : 'subdomain'} takes the next unused number`);
    seen[kind].add(id);
  };

  (catalogue.domains ?? []).forEach((d, di) => {
    const dPath = `domains[${di}]`;
    numbering('D', d.id, dPath);
    texts(d.name, `${dPath}.name`, `${d.id} name`);
    if (d.description) texts(d.description, `${dPath}.description`, `${d.id} description`);
    (d.subdomains ?? []).forEach((s, si) => {
      const sPath = `${dPath}.subdomains[${si}]`;
      numbering('SD', s.id, sPath);
      texts(s.name, `${sPath}.name`, `${s.id} name`);
      const n = s.questions?.length ?? 0;
      if (n < subdomainQuestionRange.min || n > subdomainQuestionRange.max) {
        add(`${sPath}.questions`, `${s.id} has ${n} questions; a subdomain holds ${subdomainQuestionRange.min} to ${subdomainQuestionRange.max}`);
      }
      (s.questions ?? []).forEach((q, qi) => {
        const qPath = `${sPath}.questions[${qi}]`;
        numbering('Q', q.id, qPath);
        const located = { q, path: qPath, order: questions.length, domain: di };
        questions.push(located);
        if (!byId.has(q.id)) byId.set(q.id, located);
      });
      if (!(s.questions ?? []).some(isScored)) add(`${sPath}.questions`, `${s.id} has no scored question`);
    });
  });

  if ((catalogue.domains ?? []).length === 0) add('domains', 'A version needs at least one domain');

  // Questions
  const bandGrades = new Set((catalogue.grading?.bands ?? []).map((b) => b.grade));
  for (const at of questions) checkQuestion(at);
  checkConditionChains();

  // Grading
  const bands = catalogue.grading?.bands ?? [];
  const grades = new Set<string>();
  bands.forEach((b, i) => {
    const path = `grading.bands[${i}]`;
    if (grades.has(b.grade)) add(`${path}.grade`, `Grade ${b.grade} is defined more than once`);
    grades.add(b.grade);
    texts(b.label, `${path}.label`, `Grade ${b.grade} label`);
    if (i > 0 && !(b.min < bands[i - 1].min)) add(`${path}.min`, `Grade bands must be sorted by min, highest first: ${b.grade} (${b.min}) comes after ${bands[i - 1].grade} (${bands[i - 1].min})`);
  });
  if (bands.length && bands[bands.length - 1].min !== 0) add(`grading.bands[${bands.length - 1}].min`, 'The last grade band must have min 0');

  return problems;

  function checkOptions(options: Option[], path: string, what: string) {
    const codes = new Set<string>();
    options.forEach((o, i) => {
      const oPath = `${path}.options[${i}]`;
      if (codes.has(o.code)) add(`${oPath}.code`, `${what}: option code ${o.code} is used more than once`);
      codes.add(o.code);
      if (o.index !== i + 1) add(`${oPath}.index`, `${what}: option ${o.code} has index ${o.index}; expected ${i + 1}`);
      texts(o.label, `${oPath}.label`, `${what} option ${o.code}`);
    });
  }

  function optionsOf(q: Question): Option[] | undefined {
    return q.options ?? (q.optionGroup !== undefined ? groups.get(q.optionGroup) : undefined);
  }

  function checkQuestion({ q, path, order, domain }: Located) {
    const id = q.id;
    texts(q.label, `${path}.label`, `${id} label`);
    if (q.help) texts(q.help, `${path}.help`, `${id} help`);
    const choice = CHOICE.has(q.type);
    const numeric = NUMERIC.has(q.type);

    if (choice) {
      const has = Number(q.optionGroup !== undefined) + Number(q.options !== undefined);
      if (has !== 1) add(path, `${id}: a choice question needs exactly one of optionGroup or options`);
      if (q.optionGroup !== undefined && !groups.has(q.optionGroup)) add(`${path}.optionGroup`, `${id}: option group "${q.optionGroup}" does not exist`);
      if (q.options) checkOptions(q.options, path, id);
      const options = optionsOf(q) ?? [];
      if (q.type === 'yesNo' && options.length !== 2) add(path, `${id}: a yes/no question needs exactly 2 options`);
      if (q.type === 'multi') {
        if (q.maxScore === undefined) add(path, `${id}: a multi-choice question needs maxScore`);
        else if (q.maxScore > options.reduce((sum, o) => sum + Math.max(0, o.score), 0)) {
          add(`${path}.maxScore`, `${id}: maxScore ${q.maxScore} cannot be reached with the options' scores`);
        }
      } else if (q.maxScore !== undefined) add(`${path}.maxScore`, `${id}: maxScore is only for multi-choice questions`);
      if (options.length && !(maxScore(q, options) > 0)) add(path, `${id}: the highest possible score must be more than 0`);
      for (const key of ['min', 'max', 'notMoreThan', 'scoreBands', 'formula'] as const) {
        if (q[key] !== undefined) add(`${path}.${key}`, `${id}: ${key} is only for numeric questions`);
      }
    }

    if (numeric) {
      if (q.optionGroup !== undefined || q.options !== undefined) add(path, `${id}: a numeric question has neither optionGroup nor options`);
      if (q.maxScore !== undefined) add(`${path}.maxScore`, `${id}: maxScore is only for multi-choice questions`);
      if (q.allowNotApplicable) add(`${path}.allowNotApplicable`, `${id}: Not Applicable is allowed on choice questions only`);
      checkRange(q, path);
      checkBands(q, path);
      if (q.type === 'computedPercentage') checkFormula(q, path, order, domain);
      else if (q.formula) add(`${path}.formula`, `${id}: only a computedPercentage question has a formula`);
      if (q.notMoreThan !== undefined) {
        if (q.type === 'computedPercentage') add(`${path}.notMoreThan`, `${id}: a computed percentage cannot have notMoreThan`);
        const ref = byId.get(q.notMoreThan);
        if (!ref) add(`${path}.notMoreThan`, `${id}: notMoreThan refers to ${q.notMoreThan}, which does not exist`);
        else if (ref.order >= order) add(`${path}.notMoreThan`, `${id}: notMoreThan refers to ${q.notMoreThan}, which does not come before it`);
        else if (ref.q.type !== 'count') add(`${path}.notMoreThan`, `${id}: notMoreThan refers to ${q.notMoreThan}, which is not a count question`);
        // The browser checks the pair as the head types, one domain at a time.
        else if (ref.domain !== domain) add(`${path}.notMoreThan`, `${id}: notMoreThan refers to ${q.notMoreThan}, which is in another domain`);
      }
      if (q.scoreBasis !== undefined && q.scoreBasis !== 'absolute' && (q.type !== 'count' || !q.scoreBands)) add(`${path}.scoreBasis`, `${id}: scoreBasis is only for count questions with score bands`);
      if (q.fromSchoolInfo !== undefined && q.type !== 'count') add(`${path}.fromSchoolInfo`, `${id}: only a count question can take its value from the school information`);
    } else {
      for (const key of ['scoreBasis', 'fromSchoolInfo'] as const) if (q[key] !== undefined) add(`${path}.${key}`, `${id}: ${key} is only for count questions`);
    }

    if (q.evidenceFor) {
      const codes = new Set((optionsOf(q) ?? []).map((o) => o.code));
      if (!choice) add(`${path}.evidenceFor`, `${id}: evidenceFor is only for choice questions`);
      else if (q.evidence !== 'mandatory') add(`${path}.evidenceFor`, `${id}: evidenceFor needs mandatory evidence`);
      q.evidenceFor.forEach((code, i) => {
        if (choice && !codes.has(code)) add(`${path}.evidenceFor[${i}]`, `${id}: evidenceFor code ${code} is not an option of the question`);
      });
    }
    if (choice && q.type !== 'multi' && (optionsOf(q) ?? []).some((o) => o.exclusive)) add(path, `${id}: an exclusive option ("None of these") belongs to a multi-choice question`);
    if (q.critical) {
      if (!bandGrades.has(q.critical.maxGrade)) add(`${path}.critical.maxGrade`, `${id}: critical maxGrade ${q.critical.maxGrade} is not a grade of the grading bands`);
      if (!isScored(q)) add(`${path}.critical`, `${id}: a critical question must be scored`);
    }

    if (q.showIf) {
      const c = q.showIf;
      const ref = byId.get(c.question);
      if (!ref) add(`${path}.showIf.question`, `${id}: showIf refers to ${c.question}, which does not exist`);
      else {
        if (c.question === id) add(`${path}.showIf.question`, `${id}: showIf refers to the question itself`);
        else if (ref.order > order) add(`${path}.showIf.question`, `${id}: showIf refers to ${c.question}, which comes later`);
        if (ref.domain !== domain) add(`${path}.showIf.question`, `${id}: showIf refers to ${c.question}, which is in another domain`);
        if (!CHOICE.has(ref.q.type)) add(`${path}.showIf.question`, `${id}: showIf refers to ${c.question}, which is not a choice question`);
        else {
          const codes = new Set((optionsOf(ref.q) ?? []).map((o) => o.code));
          (c.in ?? []).forEach((code, i) => {
            if (!codes.has(code)) add(`${path}.showIf.in[${i}]`, `${id}: showIf code ${code} is not an option of ${c.question}`);
          });
        }
      }
    }
  }

  function checkRange(q: Question, path: string) {
    const percent = q.type !== 'count';
    const min = q.min ?? 0;
    const max = q.max ?? (percent ? 100 : undefined);
    if (q.type === 'count' && (!Number.isInteger(min) || (max !== undefined && !Number.isInteger(max)))) add(path, `${q.id}: a count's min and max must be whole numbers`);
    if (min < 0) add(`${path}.min`, `${q.id}: min cannot be below 0`);
    if (max !== undefined && max < min) add(`${path}.max`, `${q.id}: max ${max} is below min ${min}`);
    if (percent && max !== undefined && max > 100) add(`${path}.max`, `${q.id}: a percentage cannot exceed 100`);
  }

  function checkBands(q: Question, path: string) {
    const bands = q.scoreBands;
    if (!bands) {
      if (q.type !== 'count') add(path, `${q.id}: a percentage question needs scoreBands`);
      return;
    }
    bands.forEach((b, i) => {
      if (i > 0 && !(b.min < bands[i - 1].min)) add(`${path}.scoreBands[${i}].min`, `${q.id}: scoreBands must be sorted by min, highest first`);
    });
    const lowest = bands[bands.length - 1]?.min;
    if (lowest !== undefined && lowest > (q.min ?? 0)) add(`${path}.scoreBands`, `${q.id}: the last score band (min ${lowest}) leaves values from ${q.min ?? 0} unscored`);
    if (!(Math.max(...bands.map((b) => b.score)) > 0)) add(`${path}.scoreBands`, `${q.id}: the highest possible score must be more than 0`);
  }

  function checkFormula(q: Question, path: string, order: number, domain: number) {
    const f = q.formula;
    if (!f) {
      add(path, `${q.id}: a computed percentage needs a formula`);
      return;
    }
    if (f.description) texts(f.description, `${path}.formula.description`, `${q.id} formula description`);
    for (const part of ['numerator', 'denominator'] as const) {
      const ref = byId.get(f[part]);
      const p = `${path}.formula.${part}`;
      if (!ref) add(p, `${q.id}: the formula's ${part} ${f[part]} does not exist`);
      else if (ref.order >= order) add(p, `${q.id}: the formula's ${part} ${f[part]} does not come before it`);
      else if (ref.q.type !== 'count' && ref.q.type !== 'percentage') add(p, `${q.id}: the formula's ${part} ${f[part]} is a ${ref.q.type} question, not a count or percentage`);
      else if (ref.domain !== domain) add(p, `${q.id}: the formula's ${part} ${f[part]} is in another domain`);
    }
    if (f.numerator === f.denominator) add(`${path}.formula`, `${q.id}: the numerator and denominator are the same question`);
    const num = byId.get(f.numerator)?.q;
    if (num?.type === 'count' && byId.get(f.denominator)?.q.type === 'count' && num.notMoreThan !== f.denominator) {
      add(`${path}.formula`, `${q.id}: ${f.numerator} may exceed ${f.denominator}; give ${f.numerator} notMoreThan ${f.denominator}`);
    }
  }

  function checkConditionChains() {
    for (const { q, path } of questions) {
      if (!q.showIf) continue;
      const visited = new Set<string>([q.id]);
      let depth = 0;
      let current: Question | undefined = q;
      while (current?.showIf) {
        depth += 1;
        const parent: string = current.showIf.question;
        if (visited.has(parent)) {
          add(`${path}.showIf`, `${q.id}: the conditions form a cycle (${[...visited, parent].join(' → ')})`);
          break;
        }
        visited.add(parent);
        current = byId.get(parent)?.q;
      }
      if (depth > MAX_CONDITION_DEPTH) add(`${path}.showIf`, `${q.id}: the chain of conditions is ${depth} deep; at most ${MAX_CONDITION_DEPTH} allowed`);
    }
  }

  function maxScore(q: Question, options: Option[]): number {
    if (q.type === 'multi') return Math.min(q.maxScore ?? 0, options.reduce((s, o) => s + Math.max(0, o.score), 0));
    return Math.max(...options.map((o) => o.score));
  }
}

function isScored(q: Question): boolean {
  return CHOICE.has(q.type) || (q.scoreBands?.length ?? 0) > 0;
}

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

/** The fields of the school information form, in form order (spec §3). */
export const schoolInfoFields = [
  ...Array.from({ length: 10 }, (_, i) => `enrolmentClass${i + 1}`),
  ...[11, 12].flatMap((c) => ['Science', 'Arts', 'Commerce'].map((s) => `enrolmentClass${c}${s}`)),
  'teachersSanctioned', 'teacherVacancy', 'adhocTeachers', 'satAveragePercent', 'remedialSupportStudents',
  'cwsnIdentified', 'counsellorVisits', 'specialEducatorsProvisioned', 'specialEducatorsAvailable',
  'classroomsSanctioned', 'classroomsInUse', 'incinerators', 'wasteMachines',
] as const;

type SchemaNode = Record<string, unknown>;
const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the school information schema's fields, labels and groups (compile it with ajv separately). */
export function checkSchoolInfoSchema(schema: unknown): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!isNode(schema)) return [{ path: '', message: 'The school information schema is not an object' }];
  const properties = isNode(schema.properties) ? schema.properties : {};
  const keys = Object.keys(properties);
  problems.push(...checkText(schema['x-label'] as Text | undefined, 'x-label', 'Form label'));
  if (schema.additionalProperties !== false) add('additionalProperties', 'additionalProperties must be false');
  if (keys.join() !== schoolInfoFields.join()) add('properties', `The fields must be exactly, in order: ${schoolInfoFields.join(', ')}`);
  const required = Array.isArray(schema.required) ? schema.required : [];
  if ([...required].sort().join() !== [...keys].sort().join()) add('required', 'Every field, and only the fields, must be required');
  for (const key of keys) {
    const p = properties[key];
    const path = `properties.${key}`;
    if (!isNode(p)) {
      add(path, `${key} is not a schema`);
      continue;
    }
    if (typeof p.title !== 'string' || !p.title) add(`${path}.title`, `${key} has no title`);
    problems.push(...checkText(p['x-label'] as Text | undefined, `${path}.x-label`, `${key} label`));
    if (p['x-help'] !== undefined) problems.push(...checkText(p['x-help'] as Text, `${path}.x-help`, `${key} help`));
    const percent = key === 'satAveragePercent';
    if (p.type !== (percent ? 'number' : 'integer')) add(`${path}.type`, `${key} must be of type ${percent ? 'number' : 'integer'}`);
    if (p.minimum !== 0) add(`${path}.minimum`, `${key} must have minimum 0`);
    if (percent && p.maximum !== 100) add(`${path}.maximum`, `${key} must have maximum 100`);
  }
  const grouped = new Map<string, string>();
  const groups = Array.isArray(schema['x-groups']) ? schema['x-groups'] : [];
  if (!groups.length) add('x-groups', 'The fields must be arranged in x-groups');
  groups.forEach((g: unknown, i) => {
    const path = `x-groups[${i}]`;
    if (!isNode(g) || typeof g.id !== 'string' || !Array.isArray(g.fields)) {
      add(path, 'A group needs an id, a label and a list of fields');
      return;
    }
    problems.push(...checkText(g.label as Text | undefined, `${path}.label`, `Group ${g.id} label`));
    for (const f of g.fields as unknown[]) {
      if (typeof f !== 'string' || !(f in properties)) add(`${path}.fields`, `Group ${g.id} lists ${String(f)}, which is not a field`);
      else if (grouped.has(f)) add(`${path}.fields`, `${f} is in both group ${grouped.get(f)} and group ${g.id}`);
      else grouped.set(f, g.id);
    }
  });
  if (groups.length) for (const key of keys) if (!grouped.has(key)) add('x-groups', `${key} is in no group`);
  return problems;
}
