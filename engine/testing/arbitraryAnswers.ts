import fc from 'fast-check';
import type { CatalogueIndex } from '../form/indexCatalogue';
import { NOT_APPLICABLE, type AnswerValue, type Answers } from '../answers/types';

/** Any answer set a school could validly save for a catalogue: some questions left out, some Not Applicable. */
export function arbitraryAnswers(index: CatalogueIndex): fc.Arbitrary<Answers> {
  const perQuestion: Record<string, fc.Arbitrary<AnswerValue | undefined>> = {};
  for (const id of index.order) {
    const { question: q, options } = index.questions.get(id)!;
    const codes = options.map((o) => o.code);
    let value: fc.Arbitrary<AnswerValue>;
    switch (q.type) {
      case 'yesNo':
      case 'single':
        value = fc.constantFrom(...codes);
        break;
      case 'multi':
        value = fc.subarray(codes, { minLength: 1 });
        break;
      case 'count':
        value = fc.integer({ min: q.min ?? 0, max: q.max ?? 60 });
        break;
      case 'percentage':
        value = fc.double({ min: q.min ?? 0, max: q.max ?? 100, noNaN: true });
        break;
      case 'computedPercentage':
        continue;
    }
    const choices: fc.Arbitrary<AnswerValue | undefined>[] = [fc.constant(undefined), value];
    if (q.allowNotApplicable) choices.push(fc.constant(NOT_APPLICABLE));
    perQuestion[id] = fc.oneof(...choices);
  }
  return fc.record(perQuestion).map((raw) => {
    const answers: Answers = {};
    for (const id of index.order) {
      const v = raw[id];
      if (v === undefined) continue;
      const limit = index.questions.get(id)!.question.notMoreThan;
      const cap = limit ? answers[limit] : undefined;
      answers[id] = typeof v === 'number' && typeof cap === 'number' ? Math.min(v, cap) : v;
    }
    return answers;
  });
}
