import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { logicMap, newOrderBreaks, orderBreaks, orderBreakText } from './logicMap';

const entry = (c: ReturnType<typeof fixtureCatalogue>, id: string) =>
  logicMap(c)
    .flatMap((d) => d.questions)
    .find((q) => q.questionid === id)!;

describe('logicMap()', () => {
  it('names what each question depends on and what depends on it, with points at stake and evidence per answer', () => {
    const c = fixtureCatalogue();
    const map = logicMap(c);
    expect(map.map((d) => d.domainid)).toEqual(['D1', 'D2']);
    const q1 = entry(c, 'Q001');
    expect(q1.usedBy).toEqual([{ questionid: 'Q002', kind: 'showIf' }]);
    expect(q1.maxScore).toBe(1);
    // Q001 asks evidence with no evidenceFor: every answer needs a file.
    expect(q1.options.map((o) => [o.code, o.evidence])).toEqual([
      ['YN1', true],
      ['YN2', true],
    ]);
    expect(entry(c, 'Q002').dependsOn).toEqual([{ kind: 'showIf', on: 'Q001', codes: ['YN1'], state: 'ok' }]);
    expect(entry(c, 'Q002').neverShown).toEqual([]);
    expect(entry(c, 'Q006').dependsOn.map((d) => `${d.kind}:${d.on}`)).toEqual(['numerator:Q005', 'denominator:Q004']);
    expect(entry(c, 'Q004').usedBy.map((u) => `${u.questionid}:${u.kind}`)).toEqual(['Q005:notMoreThan', 'Q006:denominator']);
    expect(entry(c, 'Q007').maxScore).toBe(2);
    expect(map[0].maxScore).toBe(1 + 1 + 1 + 0 + 0 + 2 + 2);
  });

  it('marks only the answers listed in evidenceFor as needing a file', () => {
    const c = fixtureCatalogue();
    c.domains[0].subdomains[0].questions[0].evidenceFor = ['YN1'];
    expect(entry(c, 'Q001').options.map((o) => o.evidence)).toEqual([true, false]);
  });

  it('flags a question no answer can show: a condition on an answer its source never gives', () => {
    const c = fixtureCatalogue();
    c.domains[0].subdomains[0].questions[1].showIf = { question: 'Q001', in: ['PB1'] };
    expect(entry(c, 'Q002').neverShown).toEqual(['noSuchAnswer']);
  });

  it('flags conditions on a retired, a missing, a later question, and circular conditions; follow-ups of a never-shown question too', () => {
    const c = fixtureCatalogue();
    const [q1, q2, q3] = c.domains[0].subdomains[0].questions;
    c.retired = { questions: ['Q099'] };
    q3.showIf = { question: 'Q099', in: ['YN1'] };
    expect(entry(c, 'Q003').neverShown).toEqual(['retired']);
    q3.showIf = { question: 'Q777', in: ['YN1'] };
    expect(entry(c, 'Q003').neverShown).toEqual(['missing']);
    // Q001 shown only when Q002 (later) says yes, and Q002 only when Q001 does: neither can open.
    q1.showIf = { question: 'Q002', in: ['YN1'] };
    expect(entry(c, 'Q001').neverShown).toEqual(expect.arrayContaining(['later', 'circular']));
    expect(entry(c, 'Q002').neverShown).toEqual(['circular']);
    q1.showIf = { question: 'Q003', in: ['YN1'] };
    q2.showIf = { question: 'Q001', in: ['YN1'] };
    expect(entry(c, 'Q002').neverShown).toEqual(['sourceNeverShown']);
  });

  it('marks a dependency on a question that is not before it', () => {
    const c = fixtureCatalogue();
    const sd2 = c.domains[0].subdomains[1];
    sd2.questions.push(sd2.questions.splice(0, 1)[0]); // Q004 after Q005, Q006
    expect(entry(c, 'Q005').dependsOn).toEqual([{ kind: 'notMoreThan', on: 'Q004', state: 'later' }]);
  });
});

describe('orderBreaks() / newOrderBreaks()', () => {
  it('finds nothing in a well-ordered version', () => {
    expect(orderBreaks(fixtureCatalogue())).toEqual([]);
  });

  it('finds the break a move makes, not one that was there before', () => {
    const before = fixtureCatalogue();
    const after = fixtureCatalogue();
    const sd1 = after.domains[0].subdomains[0];
    [sd1.questions[0], sd1.questions[1]] = [sd1.questions[1], sd1.questions[0]]; // Q002 above Q001
    expect(newOrderBreaks(before, after)).toEqual([{ questionid: 'Q002', kind: 'showIf', dependsOn: 'Q001' }]);
    expect(newOrderBreaks(after, after)).toEqual([]);
  });

  it('says the refusal in both languages, naming both questions', () => {
    const text = orderBreakText({ questionid: 'Q002', kind: 'showIf', dependsOn: 'Q001' });
    expect(text.en).toContain('Q002 cannot come before Q001');
    expect(text.hi).toMatch(/Q002 को Q001 से पहले नहीं रखा जा सकता/);
  });
});
