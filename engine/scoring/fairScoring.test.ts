import { describe, expect, it } from 'vitest';
import type { CatalogueVersion } from '../generated/catalogue';
import { indexCatalogue } from '../form/indexCatalogue';
import { computeFields } from '../answers/computeFields';
import { checkCompleteness } from '../answers/checkCompleteness';
import { validateAnswers } from '../answers/validateAnswers';
import { applyExclusive } from '../answers/exclusiveChoice';
import { evidenceNeeded } from '../evidence/evidenceNeeded';
import { NOT_APPLICABLE, type Answers } from '../answers/types';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { scoreForm } from './scoreForm';
import { improvementPriorities } from './improvementPriorities';

/** The fixture with v2's rules switched on, changed further by `edit`. */
function v2(edit: (c: CatalogueVersion) => void = () => undefined) {
  const c = fixtureCatalogue();
  c.version = 'v2';
  c.grading.zeroDenominator = 'notApplicable';
  edit(c);
  return indexCatalogue(c);
}
const q = (c: CatalogueVersion, id: string) =>
  c.domains
    .flatMap((d) => d.subdomains)
    .flatMap((s) => s.questions)
    .find((x) => x.id === id)!;
const full: Answers = { Q001: 'YN1', Q002: 'YN1', Q003: 'YN1', Q004: 10, Q005: 10, Q007: ['ACT1', 'ACT2'], Q008: 'PB1', Q009: 90 };

describe('zero denominators', () => {
  it('make the computed question Not Applicable and leave the maximum, under zeroDenominator: notApplicable', () => {
    const index = v2();
    const answers = computeFields(index, { ...full, Q004: 0, Q005: 0 });
    expect(answers.Q006).toBe(NOT_APPLICABLE);
    const sd2 = scoreForm(index, answers).domains[0].subdomains[1];
    // Q006 gone from the maximum: SD2 is Q004/Q005 (unscored) and Q007 (2 of 2) = 100, not (0 + 100) / 2.
    expect(sd2.score).toBe(100);
  });

  it('still count as unanswered (0) in a version without the rule, so v1 scores do not move', () => {
    const index = indexCatalogue(fixtureCatalogue());
    const answers = computeFields(index, { ...full, Q004: 0, Q005: 0 });
    expect(answers.Q006).toBeNull();
    expect(scoreForm(index, answers).domains[0].subdomains[1].score).toBe(50);
  });
});

describe('evidence per option', () => {
  it('asks for a file only for the answers listed in evidenceFor: "No" needs none', () => {
    const index = v2((c) => (q(c, 'Q001').evidenceFor = ['YN1']));
    const rule = index.questions.get('Q001')!.question;
    expect(evidenceNeeded(rule, 'YN1')).toBe(true);
    expect(evidenceNeeded(rule, 'YN2')).toBe(false);
    expect(checkCompleteness(index, { ...full, Q001: 'YN2' }, new Set()).domains[0].missingEvidence).toEqual([]);
    expect(checkCompleteness(index, full, new Set()).domains[0].missingEvidence).toEqual(['Q001']);
  });

  it('asks for every answer but Not Applicable without evidenceFor (v1)', () => {
    const rule = { evidence: 'mandatory' as const };
    expect(evidenceNeeded(rule, 'YN2')).toBe(true);
    expect(evidenceNeeded(rule, NOT_APPLICABLE)).toBe(false);
    expect(evidenceNeeded(rule, null)).toBe(false);
  });

  it('blocks submit for a computed question with mandatory evidence once it has a value', () => {
    const index = v2((c) => (q(c, 'Q006').evidence = 'mandatory'));
    const missing = checkCompleteness(index, full, new Set(['Q001'])).domains[0].missingEvidence;
    expect(missing).toEqual(['Q006']);
    expect(checkCompleteness(index, full, new Set(['Q001'])).complete).toBe(false);
    expect(checkCompleteness(index, full, new Set(['Q001', 'Q006'])).complete).toBe(true);
    // No value (inputs missing) or Not Applicable (zero denominator): nothing to prove.
    expect(checkCompleteness(index, { ...full, Q004: 0, Q005: 0 }, new Set(['Q001'])).domains[0].missingEvidence).toEqual([]);
  });
});

describe('exclusive options', () => {
  const options = [{ code: 'A' }, { code: 'B' }, { code: 'NONE', exclusive: true }];

  it('ticking "None of these" clears the others, ticking another clears it', () => {
    expect(applyExclusive(options, ['A', 'B'], ['A', 'B', 'NONE'])).toEqual(['NONE']);
    expect(applyExclusive(options, ['NONE'], ['NONE', 'A'])).toEqual(['A']);
    expect(applyExclusive(options, ['A'], ['A', 'B'])).toEqual(['A', 'B']);
    expect(applyExclusive(options, ['A', 'B'], ['B'])).toEqual(['B']);
  });

  it('are refused together with another option by the server, with the option named', () => {
    const index = v2((c) => q(c, 'Q007').options!.push({ code: 'ACT4', index: 4, label: { en: 'None of these', hi: 'इनमें से कोई नहीं' }, score: 0, exclusive: true }));
    const problems = validateAnswers(index, { Q007: ['ACT1', 'ACT4'] }, { Q007: ['ACT1', 'ACT4'] });
    expect(problems).toEqual([
      {
        questionid: 'Q007',
        problem: 'exclusiveCombined',
        message: { en: '"None of these" cannot be chosen together with other options', hi: '"इनमें से कोई नहीं" को अन्य विकल्पों के साथ नहीं चुना जा सकता' },
      },
    ]);
    expect(validateAnswers(index, { Q007: ['ACT4'] }, { Q007: ['ACT4'] })).toEqual([]);
    // Chosen alone, it is an answer that earns nothing: no longer a blank that looks unanswered.
    expect(scoreForm(index, computeFields(index, { ...full, Q007: ['ACT4'] })).domains[0].subdomains[1].score).toBe(50);
  });
});

describe('weights', () => {
  it('weigh subdomains within a domain and domains within the whole, as documented', () => {
    const answers = computeFields(fixtureCatalogue() && v2(), { ...full, Q001: 'YN2', Q002: undefined as never });
    const even = scoreForm(v2(), answers);
    // SD1: Q001 0/1, Q003 1/1 = 50. SD2: Q006 100, Q007 100 = 100. D1 = (50 + 100) / 2 = 75.
    expect(even.domains[0].score).toBe(75);
    const weighted = v2((c) => (c.domains[0].subdomains[0].weight = 3));
    // SD1 counts three times: (3 × 50 + 1 × 100) / 4 = 62.5.
    expect(scoreForm(weighted, answers).domains[0].score).toBe(62.5);
    const domainWeighted = v2((c) => (c.domains[1].weight = 3));
    // D2 = 100; overall = (75 + 3 × 100) / 4 = 93.8 instead of 87.5.
    expect(scoreForm(v2(), answers).overall).toBe(87.5);
    expect(scoreForm(domainWeighted, answers).overall).toBe(93.8);
  });
});

describe('critical questions', () => {
  const critical = v2((c) => (q(c, 'Q001').critical = { maxGrade: 'B' }));

  it('cap the grade of a school that fails one, and say so', () => {
    const failing = computeFields(critical, { ...full, Q001: 'YN2' });
    const score = scoreForm(critical, failing);
    expect(score.overall).toBeGreaterThanOrEqual(75);
    expect(score.grade).toBe('B');
    expect(score.uncappedGrade).toBe('A');
    expect(score.critical).toEqual([{ questionid: 'Q001', label: q(critical.catalogue, 'Q001').label, percent: 0, passed: false, maxGrade: 'B' }]);
  });

  it('leave the grade alone when passed, and never raise it', () => {
    const passing = scoreForm(critical, computeFields(critical, full));
    expect(passing.grade).toBe('A');
    expect(passing.uncappedGrade).toBeNull();
    const low = computeFields(critical, { Q001: 'YN2', Q003: 'YN2', Q004: 10, Q005: 1, Q008: 'PB3', Q009: 10 });
    expect(scoreForm(critical, low).grade).toBe('C');
  });
});

describe('improvementPriorities()', () => {
  it('lists the weakest areas below the top band, lowest first, with the questions that lost points and the next band', () => {
    const index = v2();
    const answers = computeFields(index, { ...full, Q001: 'YN2', Q008: 'PB3', Q009: 60 });
    const list = improvementPriorities(index, answers, scoreForm(index, answers));
    expect(list.map((p) => p.subdomainId)).toEqual(['SD3', 'SD1']);
    expect(list[0].questions.map((x) => x.questionid)).toEqual(['Q008', 'Q009']);
    expect(list[0].nextBand).toMatchObject({ grade: 'B', min: 50 });
    expect(list[0].advice.en).toBe('Now 25%. 50% or more reads as grade B (Good). Start with Q008, Q009.');
    expect(list[0].advice.hi).toContain('ग्रेड B');
  });
});

describe('counts for the school’s size and totals from the school information', () => {
  it('scores a count per 100 students, so a small and a large school doing as much score alike', () => {
    const index = v2((c) => {
      const x = q(c, 'Q004');
      x.scoreBands = [
        { min: 2, score: 2 },
        { min: 1, score: 1 },
        { min: 0, score: 0 },
      ];
      x.scoreBasis = 'per100Students';
    });
    const small = scoreForm(index, computeFields(index, { ...full, Q004: 2, Q005: 2 }), { enrolmentTotal: 100 });
    const large = scoreForm(index, computeFields(index, { ...full, Q004: 40, Q005: 40 }), { enrolmentTotal: 2000 });
    expect(small.domains[0].subdomains[1].score).toBe(large.domains[0].subdomains[1].score);
    // Counted as is, the large school's 40 would beat the small school's 2.
    const absolute = v2(
      (c) =>
        (q(c, 'Q004').scoreBands = [
          { min: 2, score: 2 },
          { min: 1, score: 1 },
          { min: 0, score: 0 },
        ]),
    );
    expect(scoreForm(absolute, computeFields(absolute, { ...full, Q004: 1, Q005: 1 })).domains[0].subdomains[1].score).toBeLessThan(100);
  });

  it('takes a total from the school information instead of asking it again, and does not count it as a question to answer', () => {
    const index = v2((c) => (q(c, 'Q004').fromSchoolInfo = 'teachersInPosition'));
    const answers = computeFields(index, { ...full, Q004: undefined as never, Q005: 9 }, { teachersInPosition: 12 });
    expect(answers.Q004).toBe(12);
    expect(answers.Q006).toBe(75);
    const c = checkCompleteness(index, { ...full, Q004: undefined as never }, new Set(['Q001']), { teachersInPosition: 12 });
    expect(c.domains[0].missingAnswers).toEqual([]);
    expect(c.total).toBe(checkCompleteness(v2(), full, new Set(['Q001'])).total - 1);
  });
});

describe('Not Applicable reasons', () => {
  const given = new Set(['Q001']);
  it('block completeness when the version requires a reason and the school chose Not Applicable without one', () => {
    const index = v2((c) => (c.grading.notApplicableReason = 'required'));
    const answers = { ...full, Q003: NOT_APPLICABLE };
    const missing = checkCompleteness(index, answers, given, undefined, new Set());
    expect(missing.complete).toBe(false);
    expect(missing.domains[0].missingReasons).toEqual(['Q003']);
    const withReason = checkCompleteness(index, answers, given, undefined, new Set(['Q003']));
    expect(withReason.complete).toBe(true);
    expect(withReason.domains[0].missingReasons).toEqual([]);
  });

  it('are not asked of a percentage made Not Applicable by a zero base, nor where the version asks none or only optionally', () => {
    const required = v2((c) => (c.grading.notApplicableReason = 'required'));
    const zeroBase = computeFields(required, { ...full, Q004: 0, Q005: 0 });
    expect(zeroBase.Q006).toBe(NOT_APPLICABLE);
    expect(checkCompleteness(required, zeroBase, given, undefined, new Set()).domains[0].missingReasons).toEqual([]);
    for (const rule of [undefined, 'optional'] as const) {
      const index = v2((c) => (c.grading.notApplicableReason = rule));
      expect(checkCompleteness(index, { ...full, Q003: NOT_APPLICABLE }, given, undefined, new Set()).complete).toBe(true);
    }
  });
});
