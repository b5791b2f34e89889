// Checks what the meta-schema cannot: numbering, cross-references between
// questions, bilingual texts and scoring rules. Pure: the schema validator is
// passed in, nothing is read from disk. Every problem is said in English (the
// command line, developers) and in Hindi (department staff in the editor).
import type { CatalogueVersion, Option, Question, QuestionType, Text } from '../generated/catalogue';
import { type CatalogueProblem, type Named, checkText } from './checkText';

/** The shape of version 1 (spec §9: 7 domains, 58 subdomains, Q001 to Q226). Later versions may differ. */
export const v1Shape = { domains: 7, subdomains: 58, questions: 226 } as const;

/** How many questions a subdomain may hold. */
export const subdomainQuestionRange = { min: 2, max: 7 } as const;

const CHOICE: ReadonlySet<QuestionType> = new Set(['yesNo', 'single', 'multi']);
const NUMERIC: ReadonlySet<QuestionType> = new Set(['count', 'percentage', 'computedPercentage']);
const MAX_CONDITION_DEPTH = 2;

const typeHi: Record<QuestionType, string> = {
  yesNo: 'हाँ/नहीं',
  single: 'एक विकल्प वाला',
  multi: 'बहु-विकल्प',
  count: 'गिनती',
  percentage: 'प्रतिशत',
  computedPercentage: 'गणना से प्रतिशत',
};
const partHi = { numerator: 'भाग (अंश)', denominator: 'पूर्ण (हर)' } as const;

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
  const problems: CatalogueProblem[] = metaSchemaValidate(catalogue)
    // An empty text and a subdomain's question count are said better, in both languages, below.
    .filter((message) => !/\/(en|hi) must NOT have fewer than 1 characters$|\/questions must NOT have (fewer|more) than \d+ items$/.test(message))
    .map((message) => ({ path: schemaPath(message), message, hi: `फ़ाइल का प्रारूप सही नहीं है: ${message}` }));
  const add = (path: string, message: string, hi: string) => problems.push({ path, message, hi });
  const texts = (text: Partial<Text> | undefined, path: string, what: Named) => problems.push(...checkText(text, path, what));

  texts(catalogue.title, 'title', { en: 'Version title', hi: 'संस्करण का शीर्षक' });

  // Option groups
  const groups = new Map<string, Option[]>();
  (catalogue.optionGroups ?? []).forEach((g, i) => {
    const path = `optionGroups[${i}]`;
    if (groups.has(g.id)) add(`${path}.id`, `Option group "${g.id}" is defined more than once`, `विकल्प समूह "${g.id}" एक से अधिक बार बना है`);
    groups.set(g.id, g.options ?? []);
    texts(g.label, `${path}.label`, { en: `Option group "${g.id}" label`, hi: `विकल्प समूह "${g.id}" का नाम` });
    checkOptions(g.options ?? [], path, { en: `Option group "${g.id}"`, hi: `विकल्प समूह "${g.id}"` });
  });

  // Ids: unique and stable. Display order is the order of the lists, so an id's number says
  // nothing about its place; an id an earlier version retired never comes back.
  const questions: Located[] = [];
  const byId = new Map<string, Located>();
  const seen = { D: new Set<string>(), SD: new Set<string>(), Q: new Set<string>() };
  const retired = { D: new Set<string>(), SD: new Set(catalogue.retired?.subdomains ?? []), Q: new Set(catalogue.retired?.questions ?? []) };
  const numbering = (kind: 'D' | 'SD' | 'Q', id: string, path: string) => {
    if (seen[kind].has(id)) add(`${path}.id`, `${id} is used more than once`, `${id} एक से अधिक बार प्रयोग हुआ है`);
    if (retired[kind].has(id)) {
      add(
        `${path}.id`,
        `${id} was retired and cannot be used again: a new ${kind === 'Q' ? 'question' : 'subdomain'} takes the next unused number`,
        `${id} प्रयोग से हटाया जा चुका है और दोबारा प्रयोग नहीं हो सकता: नया ${kind === 'Q' ? 'प्रश्न' : 'उप-क्षेत्र'} अगली अप्रयुक्त संख्या लेता है`,
      );
    }
    seen[kind].add(id);
  };

  (catalogue.domains ?? []).forEach((d, di) => {
    const dPath = `domains[${di}]`;
    numbering('D', d.id, dPath);
    texts(d.name, `${dPath}.name`, { en: `${d.id} name`, hi: `${d.id} का नाम` });
    if (d.description) texts(d.description, `${dPath}.description`, { en: `${d.id} description`, hi: `${d.id} का विवरण` });
    (d.subdomains ?? []).forEach((s, si) => {
      const sPath = `${dPath}.subdomains[${si}]`;
      numbering('SD', s.id, sPath);
      texts(s.name, `${sPath}.name`, { en: `${s.id} name`, hi: `${s.id} का नाम` });
      const n = s.questions?.length ?? 0;
      const { min, max } = subdomainQuestionRange;
      if (n < min || n > max) {
        add(`${sPath}.questions`, `${s.id} has ${n} questions; a subdomain holds ${min} to ${max}`, `${s.id} में ${n} प्रश्न हैं; एक उप-क्षेत्र में ${min} से ${max} प्रश्न होते हैं`);
      }
      (s.questions ?? []).forEach((q, qi) => {
        const qPath = `${sPath}.questions[${qi}]`;
        numbering('Q', q.id, qPath);
        const located = { q, path: qPath, order: questions.length, domain: di };
        questions.push(located);
        if (!byId.has(q.id)) byId.set(q.id, located);
      });
      if (!(s.questions ?? []).some(isScored)) add(`${sPath}.questions`, `${s.id} has no scored question`, `${s.id} में अंक वाला कोई प्रश्न नहीं है`);
    });
  });

  if ((catalogue.domains ?? []).length === 0) add('domains', 'A version needs at least one domain', 'संस्करण में कम से कम एक क्षेत्र होना चाहिए');

  // Questions
  const bandGrades = new Set((catalogue.grading?.bands ?? []).map((b) => b.grade));
  for (const at of questions) checkQuestion(at);
  checkConditionChains();

  // Grading
  const bands = catalogue.grading?.bands ?? [];
  const grades = new Set<string>();
  bands.forEach((b, i) => {
    const path = `grading.bands[${i}]`;
    if (grades.has(b.grade)) add(`${path}.grade`, `Grade ${b.grade} is defined more than once`, `ग्रेड ${b.grade} एक से अधिक बार बना है`);
    grades.add(b.grade);
    texts(b.label, `${path}.label`, { en: `Grade ${b.grade} label`, hi: `ग्रेड ${b.grade} का नाम` });
    if (i > 0 && !(b.min < bands[i - 1].min)) {
      const before = bands[i - 1];
      add(
        `${path}.min`,
        `Grade bands must be sorted by min, highest first: ${b.grade} (${b.min}) comes after ${before.grade} (${before.min})`,
        `ग्रेड की सीमाएँ न्यूनतम अंक के क्रम में, सबसे ऊँची पहले होनी चाहिए: ${b.grade} (${b.min}) ${before.grade} (${before.min}) के बाद आता है`,
      );
    }
  });
  if (bands.length && bands[bands.length - 1].min !== 0) {
    add(`grading.bands[${bands.length - 1}].min`, 'The last grade band must have min 0', 'अंतिम ग्रेड की न्यूनतम सीमा 0 होनी चाहिए');
  }

  return problems;

  function checkOptions(options: Option[], path: string, what: Named) {
    const codes = new Set<string>();
    options.forEach((o, i) => {
      const oPath = `${path}.options[${i}]`;
      if (codes.has(o.code)) add(`${oPath}.code`, `${what.en}: option code ${o.code} is used more than once`, `${what.hi}: विकल्प कोड ${o.code} एक से अधिक बार प्रयोग हुआ है`);
      codes.add(o.code);
      if (o.index !== i + 1) add(`${oPath}.index`, `${what.en}: option ${o.code} has index ${o.index}; expected ${i + 1}`, `${what.hi}: विकल्प ${o.code} का क्रमांक ${o.index} है; ${i + 1} होना चाहिए`);
      texts(o.label, `${oPath}.label`, { en: `${what.en} option ${o.code}`, hi: `${what.hi} का विकल्प ${o.code}` });
    });
  }

  function optionsOf(q: Question): Option[] | undefined {
    return q.options ?? (q.optionGroup !== undefined ? groups.get(q.optionGroup) : undefined);
  }

  function checkQuestion({ q, path, order, domain }: Located) {
    const id = q.id;
    texts(q.label, `${path}.label`, { en: `${id} label`, hi: `${id} का पाठ` });
    if (q.help) texts(q.help, `${path}.help`, { en: `${id} help`, hi: `${id} की सहायता` });
    const choice = CHOICE.has(q.type);
    const numeric = NUMERIC.has(q.type);
    const onlyNumeric = `${id}: केवल संख्या वाले प्रश्न पर लागू होता है`;
    const onlyMulti = `${id}: अधिकतम अंक केवल बहु-विकल्प प्रश्न पर दिए जाते हैं`;

    if (choice) {
      const has = Number(q.optionGroup !== undefined) + Number(q.options !== undefined);
      if (has !== 1) add(path, `${id}: a choice question needs exactly one of optionGroup or options`, `${id}: विकल्प वाले प्रश्न में या तो विकल्प समूह हो या अपने विकल्प, दोनों में से ठीक एक`);
      if (q.optionGroup !== undefined && !groups.has(q.optionGroup)) add(`${path}.optionGroup`, `${id}: option group "${q.optionGroup}" does not exist`, `${id}: विकल्प समूह "${q.optionGroup}" मौजूद नहीं है`);
      if (q.options) checkOptions(q.options, path, { en: id, hi: id });
      const options = optionsOf(q) ?? [];
      if (q.type === 'yesNo' && options.length !== 2) add(path, `${id}: a yes/no question needs exactly 2 options`, `${id}: हाँ/नहीं प्रश्न में ठीक 2 विकल्प होने चाहिए`);
      if (q.type === 'multi') {
        if (q.maxScore === undefined) add(path, `${id}: a multi-choice question needs maxScore`, `${id}: बहु-विकल्प प्रश्न के अधिकतम अंक दें`);
        else if (q.maxScore > options.reduce((sum, o) => sum + Math.max(0, o.score), 0)) {
          add(`${path}.maxScore`, `${id}: maxScore ${q.maxScore} cannot be reached with the options' scores`, `${id}: विकल्पों के अंकों से अधिकतम अंक ${q.maxScore} तक नहीं पहुँचा जा सकता`);
        }
      } else if (q.maxScore !== undefined) add(`${path}.maxScore`, `${id}: maxScore is only for multi-choice questions`, onlyMulti);
      if (options.length && !(maxScore(q, options) > 0)) add(path, `${id}: the highest possible score must be more than 0`, `${id}: अधिकतम संभव अंक 0 से अधिक होने चाहिए`);
      for (const key of ['min', 'max', 'notMoreThan', 'scoreBands', 'formula'] as const) {
        if (q[key] !== undefined) add(`${path}.${key}`, `${id}: ${key} is only for numeric questions`, `${onlyNumeric} (${key})`);
      }
    }

    if (numeric) {
      if (q.optionGroup !== undefined || q.options !== undefined) add(path, `${id}: a numeric question has neither optionGroup nor options`, `${id}: संख्या वाले प्रश्न में विकल्प नहीं होते`);
      if (q.maxScore !== undefined) add(`${path}.maxScore`, `${id}: maxScore is only for multi-choice questions`, onlyMulti);
      if (q.allowNotApplicable) add(`${path}.allowNotApplicable`, `${id}: Not Applicable is allowed on choice questions only`, `${id}: "लागू नहीं" केवल विकल्प वाले प्रश्नों पर दिया जा सकता है`);
      checkRange(q, path);
      checkBands(q, path);
      if (q.type === 'computedPercentage') checkFormula(q, path, order, domain);
      else if (q.formula) add(`${path}.formula`, `${id}: only a computedPercentage question has a formula`, `${id}: सूत्र केवल गणना से प्रतिशत वाले प्रश्न में होता है`);
      if (q.notMoreThan !== undefined) checkNotMoreThan(q, q.notMoreThan, path, order, domain);
      if (q.scoreBasis !== undefined && q.scoreBasis !== 'absolute' && (q.type !== 'count' || !q.scoreBands)) {
        add(`${path}.scoreBasis`, `${id}: scoreBasis is only for count questions with score bands`, `${id}: अंक का आधार केवल अंक श्रेणियों वाले गिनती प्रश्न पर लागू होता है`);
      }
      if (q.fromSchoolInfo !== undefined && q.type !== 'count') {
        add(`${path}.fromSchoolInfo`, `${id}: only a count question can take its value from the school information`, `${id}: केवल गिनती वाला प्रश्न विद्यालय की जानकारी से मान ले सकता है`);
      }
    } else {
      for (const key of ['scoreBasis', 'fromSchoolInfo'] as const) {
        if (q[key] !== undefined) add(`${path}.${key}`, `${id}: ${key} is only for count questions`, `${id}: केवल गिनती वाले प्रश्न पर लागू होता है (${key})`);
      }
    }

    if (q.evidenceFor) {
      const codes = new Set((optionsOf(q) ?? []).map((o) => o.code));
      if (!choice) add(`${path}.evidenceFor`, `${id}: evidenceFor is only for choice questions`, `${id}: उत्तर के अनुसार साक्ष्य केवल विकल्प वाले प्रश्नों पर माँगा जा सकता है`);
      else if (q.evidence !== 'mandatory') add(`${path}.evidenceFor`, `${id}: evidenceFor needs mandatory evidence`, `${id}: उत्तर के अनुसार साक्ष्य के लिए साक्ष्य अनिवार्य होना चाहिए`);
      q.evidenceFor.forEach((code, i) => {
        if (choice && !codes.has(code)) add(`${path}.evidenceFor[${i}]`, `${id}: evidenceFor code ${code} is not an option of the question`, `${id}: साक्ष्य के लिए चुना गया कोड ${code} इस प्रश्न का विकल्प नहीं है`);
      });
    }
    if (choice && q.type !== 'multi' && (optionsOf(q) ?? []).some((o) => o.exclusive)) {
      add(path, `${id}: an exclusive option ("None of these") belongs to a multi-choice question`, `${id}: "इनमें से कोई नहीं" जैसा अकेला विकल्प केवल बहु-विकल्प प्रश्न में होता है`);
    }
    if (q.critical) {
      if (!bandGrades.has(q.critical.maxGrade)) {
        add(`${path}.critical.maxGrade`, `${id}: critical maxGrade ${q.critical.maxGrade} is not a grade of the grading bands`, `${id}: निर्णायक प्रश्न का अधिकतम ग्रेड ${q.critical.maxGrade} ग्रेड की सीमाओं में नहीं है`);
      }
      if (!isScored(q)) add(`${path}.critical`, `${id}: a critical question must be scored`, `${id}: निर्णायक प्रश्न पर अंक होने चाहिए`);
    }

    if (q.showIf) checkShowIf(q, path, order, domain);
  }

  function checkNotMoreThan(q: Question, other: string, path: string, order: number, domain: number) {
    const id = q.id;
    const at = `${path}.notMoreThan`;
    if (q.type === 'computedPercentage') add(at, `${id}: a computed percentage cannot have notMoreThan`, `${id}: गणना से प्रतिशत पर "इससे अधिक नहीं" नहीं लगता`);
    const ref = byId.get(other);
    const said = `${id}: "इससे अधिक नहीं" ${other} की ओर संकेत करता है, जो`;
    if (!ref) add(at, `${id}: notMoreThan refers to ${other}, which does not exist`, `${said} मौजूद नहीं है`);
    else if (ref.order >= order) add(at, `${id}: notMoreThan refers to ${other}, which does not come before it`, `${said} इससे पहले नहीं आता`);
    else if (ref.q.type !== 'count') add(at, `${id}: notMoreThan refers to ${other}, which is not a count question`, `${said} गिनती वाला प्रश्न नहीं है`);
    // The browser checks the pair as the head types, one domain at a time.
    else if (ref.domain !== domain) add(at, `${id}: notMoreThan refers to ${other}, which is in another domain`, `${said} दूसरे क्षेत्र में है`);
  }

  function checkShowIf(q: Question, path: string, order: number, domain: number) {
    const id = q.id;
    const c = q.showIf;
    if (!c) return;
    const at = `${path}.showIf.question`;
    const ref = byId.get(c.question);
    const said = `${id}: दिखाने की शर्त ${c.question} पर है, जो`;
    if (!ref) {
      add(at, `${id}: showIf refers to ${c.question}, which does not exist`, `${said} मौजूद नहीं है`);
      return;
    }
    if (c.question === id) add(at, `${id}: showIf refers to the question itself`, `${id}: दिखाने की शर्त इसी प्रश्न पर है`);
    else if (ref.order > order) add(at, `${id}: showIf refers to ${c.question}, which comes later`, `${said} बाद में आता है`);
    if (ref.domain !== domain) add(at, `${id}: showIf refers to ${c.question}, which is in another domain`, `${said} दूसरे क्षेत्र में है`);
    if (!CHOICE.has(ref.q.type)) {
      add(at, `${id}: showIf refers to ${c.question}, which is not a choice question`, `${said} विकल्प वाला प्रश्न नहीं है`);
      return;
    }
    const codes = new Set((optionsOf(ref.q) ?? []).map((o) => o.code));
    (c.in ?? []).forEach((code, i) => {
      if (!codes.has(code)) add(`${path}.showIf.in[${i}]`, `${id}: showIf code ${code} is not an option of ${c.question}`, `${id}: शर्त का कोड ${code} ${c.question} का विकल्प नहीं है`);
    });
  }

  function checkRange(q: Question, path: string) {
    const percent = q.type !== 'count';
    const min = q.min ?? 0;
    const max = q.max ?? (percent ? 100 : undefined);
    if (q.type === 'count' && (!Number.isInteger(min) || (max !== undefined && !Number.isInteger(max)))) {
      add(path, `${q.id}: a count's min and max must be whole numbers`, `${q.id}: गिनती की न्यूनतम और अधिकतम सीमा पूर्ण संख्या होनी चाहिए`);
    }
    if (min < 0) add(`${path}.min`, `${q.id}: min cannot be below 0`, `${q.id}: न्यूनतम सीमा 0 से कम नहीं हो सकती`);
    if (max !== undefined && max < min) add(`${path}.max`, `${q.id}: max ${max} is below min ${min}`, `${q.id}: अधिकतम सीमा ${max} न्यूनतम सीमा ${min} से कम है`);
    if (percent && max !== undefined && max > 100) add(`${path}.max`, `${q.id}: a percentage cannot exceed 100`, `${q.id}: प्रतिशत 100 से अधिक नहीं हो सकता`);
  }

  function checkBands(q: Question, path: string) {
    const bands = q.scoreBands;
    if (!bands) {
      if (q.type !== 'count') add(path, `${q.id}: a percentage question needs scoreBands`, `${q.id}: प्रतिशत वाले प्रश्न में अंक श्रेणियाँ होनी चाहिए`);
      return;
    }
    bands.forEach((b, i) => {
      if (i > 0 && !(b.min < bands[i - 1].min)) {
        add(`${path}.scoreBands[${i}].min`, `${q.id}: scoreBands must be sorted by min, highest first`, `${q.id}: अंक श्रेणियाँ न्यूनतम सीमा के क्रम में, सबसे ऊँची पहले होनी चाहिए`);
      }
    });
    const lowest = bands[bands.length - 1]?.min;
    if (lowest !== undefined && lowest > (q.min ?? 0)) {
      add(
        `${path}.scoreBands`,
        `${q.id}: the last score band (min ${lowest}) leaves values from ${q.min ?? 0} unscored`,
        `${q.id}: अंतिम अंक श्रेणी (न्यूनतम ${lowest}) के कारण ${q.min ?? 0} से शुरू होने वाले मानों पर अंक नहीं मिलते`,
      );
    }
    if (!(Math.max(...bands.map((b) => b.score)) > 0)) add(`${path}.scoreBands`, `${q.id}: the highest possible score must be more than 0`, `${q.id}: अधिकतम संभव अंक 0 से अधिक होने चाहिए`);
  }

  function checkFormula(q: Question, path: string, order: number, domain: number) {
    const f = q.formula;
    if (!f) {
      add(path, `${q.id}: a computed percentage needs a formula`, `${q.id}: गणना से प्रतिशत वाले प्रश्न में सूत्र होना चाहिए`);
      return;
    }
    if (f.description) texts(f.description, `${path}.formula.description`, { en: `${q.id} formula description`, hi: `${q.id} के सूत्र का विवरण` });
    for (const part of ['numerator', 'denominator'] as const) {
      const ref = byId.get(f[part]);
      const p = `${path}.formula.${part}`;
      const said = `${q.id}: सूत्र का ${partHi[part]} ${f[part]}`;
      if (!ref) add(p, `${q.id}: the formula's ${part} ${f[part]} does not exist`, `${said} मौजूद नहीं है`);
      else if (ref.order >= order) add(p, `${q.id}: the formula's ${part} ${f[part]} does not come before it`, `${said} इससे पहले नहीं आता`);
      else if (ref.q.type !== 'count' && ref.q.type !== 'percentage') {
        add(p, `${q.id}: the formula's ${part} ${f[part]} is a ${ref.q.type} question, not a count or percentage`, `${said} ${typeHi[ref.q.type]} प्रश्न है, गिनती या प्रतिशत नहीं`);
      } else if (ref.domain !== domain) add(p, `${q.id}: the formula's ${part} ${f[part]} is in another domain`, `${said} दूसरे क्षेत्र में है`);
    }
    if (f.numerator === f.denominator) add(`${path}.formula`, `${q.id}: the numerator and denominator are the same question`, `${q.id}: अंश और हर एक ही प्रश्न हैं`);
    const num = byId.get(f.numerator)?.q;
    if (num?.type === 'count' && byId.get(f.denominator)?.q.type === 'count' && num.notMoreThan !== f.denominator) {
      add(
        `${path}.formula`,
        `${q.id}: ${f.numerator} may exceed ${f.denominator}; give ${f.numerator} notMoreThan ${f.denominator}`,
        `${q.id}: ${f.numerator} का उत्तर ${f.denominator} से अधिक हो सकता है; ${f.numerator} पर "इससे अधिक नहीं: ${f.denominator}" लगाएँ`,
      );
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
          const chain = [...visited, parent].join(' → ');
          add(`${path}.showIf`, `${q.id}: the conditions form a cycle (${chain})`, `${q.id}: शर्तें एक चक्र बनाती हैं (${chain})`);
          break;
        }
        visited.add(parent);
        current = byId.get(parent)?.q;
      }
      if (depth > MAX_CONDITION_DEPTH) {
        add(`${path}.showIf`, `${q.id}: the chain of conditions is ${depth} deep; at most ${MAX_CONDITION_DEPTH} allowed`, `${q.id}: शर्तों की कड़ी ${depth} स्तर गहरी है; अधिकतम ${MAX_CONDITION_DEPTH} स्तर की अनुमति है`);
      }
    }
  }

  function maxScore(q: Question, options: Option[]): number {
    if (q.type === 'multi') return Math.min(q.maxScore ?? 0, options.reduce((s, o) => s + Math.max(0, o.score), 0));
    return Math.max(...options.map((o) => o.score));
  }
}

/** "/domains/0/subdomains/2 must …" → "domains[0].subdomains[2]", so the editor can link the part; "(schema)" when no place is named. */
function schemaPath(message: string): string {
  const pointer = /^(\/\S*) /.exec(message)?.[1];
  if (!pointer) return '(schema)';
  return pointer
    .slice(1)
    .split('/')
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : `${i ? '.' : ''}${part}`))
    .join('');
}

function isScored(q: Question): boolean {
  return CHOICE.has(q.type) || (q.scoreBands?.length ?? 0) > 0;
}