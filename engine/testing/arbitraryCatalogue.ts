import fc from 'fast-check';
import type { CatalogueVersion, Domain, Option, Question, QuestionType } from '../generated/catalogue';

const text = (n: string) => ({ en: `Text ${n}`, hi: `पाठ ${n}` });

interface Draft {
  type: QuestionType;
  optionCount: number;
  required: boolean;
  na: boolean;
  /** Picks among earlier questions of the domain, if any fit. */
  pick: number;
}

const draft: fc.Arbitrary<Draft> = fc.record({
  type: fc.constantFrom<QuestionType>('yesNo', 'single', 'multi', 'count', 'percentage', 'computedPercentage'),
  optionCount: fc.integer({ min: 2, max: 5 }),
  required: fc.boolean(),
  na: fc.boolean(),
  pick: fc.nat(),
});

/** Any catalogue the meta-schema allows, in the shapes the engine meets: conditions and formulas point backwards. */
export function arbitraryCatalogue(): fc.Arbitrary<CatalogueVersion> {
  const domainShape = fc.array(fc.array(draft, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 });
  return fc.array(domainShape, { minLength: 1, maxLength: 3 }).map((domains) => {
    let q = 0;
    let sd = 0;
    const built: Domain[] = domains.map((subdomains, d) => {
      const earlier: Question[] = [];
      return {
        id: `D${d + 1}`,
        name: text(`D${d + 1}`),
        weight: d + 1,
        subdomains: subdomains.map((drafts) => {
          sd += 1;
          return {
            id: `SD${sd}`,
            name: text(`SD${sd}`),
            questions: drafts.map((dr) => {
              q += 1;
              const id = `Q${String(q).padStart(3, '0')}`;
              const counts = earlier.filter((e) => e.type === 'count');
              const choices = earlier.filter((e) => e.options);
              let type = dr.type;
              if (type === 'computedPercentage' && counts.length < 2) type = 'count';
              const question: Question = { id, label: text(id), type, required: dr.required, evidence: 'optional', allowNotApplicable: false };
              if (type === 'yesNo' || type === 'single' || type === 'multi') {
                const options: Option[] = Array.from({ length: dr.optionCount }, (_, i) => ({ code: `OP${q}_${i + 1}`, index: i + 1, label: text(`${id}.${i + 1}`), score: i }));
                question.options = options;
                question.allowNotApplicable = type !== 'multi' && dr.na;
                if (type === 'multi') question.maxScore = options.length;
              }
              if (type === 'percentage' || type === 'computedPercentage')
                question.scoreBands = [
                  { min: 50, score: 1 },
                  { min: 0, score: 0 },
                ];
              if (type === 'computedPercentage') {
                const num = counts[dr.pick % counts.length];
                const den = counts[(dr.pick + 1) % counts.length];
                question.formula = { numerator: num.id, denominator: den.id };
              }
              if (choices.length && dr.pick % 3 === 0) {
                const parent = choices[dr.pick % choices.length];
                question.showIf = { question: parent.id, in: [parent.options![0].code] };
              }
              earlier.push(question);
              return question;
            }) as Domain['subdomains'][number]['questions'],
          };
        }) as Domain['subdomains'],
      };
    });
    return {
      version: 'v1',
      title: text('catalogue'),
      status: 'published',
      optionGroups: [],
      domains: built,
      grading: {
        method: 'meanOfPercentages',
        bands: [
          { grade: 'A', min: 50, label: text('A') },
          { grade: 'B', min: 0, label: text('B') },
        ],
      },
    };
  });
}
