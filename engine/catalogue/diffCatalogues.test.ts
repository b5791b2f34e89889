import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { diffCatalogues } from './diffCatalogues';
import { wordDiff } from './wordDiff';

describe('diffCatalogues()', () => {
  it('finds nothing between a version and itself', () => {
    const d = diffCatalogues(fixtureCatalogue(), fixtureCatalogue());
    expect([d.added, d.retired, d.changed, d.grading]).toEqual([[], [], [], []]);
  });

  it('lists added, retired, reworded, moved, rescored and re-conditioned questions, and the effect on each domain', () => {
    const from = fixtureCatalogue();
    const to = fixtureCatalogue();
    to.version = 'v2';
    const sd1 = to.domains[0].subdomains[0];
    const sd2 = to.domains[0].subdomains[1];
    sd1.questions[0].label = { en: 'Is there a written disaster management plan?', hi: 'क्या लिखित आपदा प्रबंधन योजना है?' };
    sd1.questions[0].evidenceFor = ['YN1'];
    sd1.questions[0].critical = { maxGrade: 'B' };
    // Q003 moves to SD2; Q009 is retired; Q010 is new; an option of Q007 is rescored.
    sd2.questions.push(sd1.questions.splice(2, 1)[0]);
    to.domains[1].subdomains[0].questions = to.domains[1].subdomains[0].questions.filter((q) => q.id !== 'Q009');
    to.domains[1].subdomains[0].questions.push({ id: 'Q010', label: { en: 'New', hi: 'नया' }, type: 'yesNo', optionGroup: 'yesNo', required: true, evidence: 'none', allowNotApplicable: false });
    sd2.questions.find((q) => q.id === 'Q007')!.options![0].score = 2;
    sd1.questions[1].showIf = { question: 'Q001', in: ['YN2'] };
    to.domains[1].weight = 2;
    const d = diffCatalogues(from, to);
    expect(d.added.map((x) => x.questionid)).toEqual(['Q010']);
    expect(d.retired.map((x) => x.questionid)).toEqual(['Q009']);
    const q1 = d.changed.find((c) => c.questionid === 'Q001')!;
    expect(q1.reworded.map((r) => `${r.field}.${r.lang}`)).toEqual(['label.en', 'label.hi']);
    expect(q1.rules.map((r) => r.field)).toEqual(['evidenceFor', 'critical']);
    expect(d.changed.find((c) => c.questionid === 'Q003')!.moved).toEqual({ fromDomain: 'D1', toDomain: 'D1', fromSubdomain: 'SD1', toSubdomain: 'SD2', fromPosition: 3, toPosition: 5 });
    expect(d.changed.find((c) => c.questionid === 'Q007')!.options).toEqual([{ code: 'ACT1', change: 'score', before: 1, after: 2 }]);
    expect(d.changed.find((c) => c.questionid === 'Q002')!.conditions.map((c) => c.field)).toEqual(['showIf']);
    const d2 = d.domains.find((x) => x.domainId === 'D2')!;
    expect([d2.scoredBefore, d2.scoredAfter, d2.maxBefore, d2.maxAfter, d2.weightBefore, d2.weightAfter]).toEqual([2, 2, 4, 3, 1, 2]);
  });
});

describe('diffCatalogues() on a subdomain moved whole', () => {
  it('lists each of its questions as moved to the other domain, though subdomain and place stay', () => {
    const from = fixtureCatalogue();
    const to = fixtureCatalogue();
    to.version = 'v2';
    const sd = to.domains[0].subdomains.pop()!;
    to.domains[1].subdomains.unshift(sd);
    const d = diffCatalogues(from, to);
    const moved = d.changed.filter((c) => c.moved);
    expect(moved.map((c) => c.questionid)).toEqual(sd.questions.map((q) => q.id));
    expect(moved[0].moved).toEqual({ fromDomain: 'D1', toDomain: 'D2', fromSubdomain: sd.id, toSubdomain: sd.id, fromPosition: 1, toPosition: 1 });
  });
});

describe('wordDiff()', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(wordDiff('Is a first aid kit available in the office?', 'Is a first aid box available in every classroom?')).toEqual([
      { op: 'same', text: 'Is a first aid ' },
      { op: 'removed', text: 'kit ' },
      { op: 'added', text: 'box ' },
      { op: 'same', text: 'available in ' },
      { op: 'removed', text: 'the office?' },
      { op: 'added', text: 'every classroom?' },
    ]);
  });

  it('works word by word in Devanagari', () => {
    const runs = wordDiff('क्या स्थानीय कारीगर अथवा व्यवसायी भाग लेते हैं?', 'क्या स्थानीय कारीगर अथवा पेशेवर भाग लेते हैं?');
    expect(runs.filter((r) => r.op !== 'same').map((r) => `${r.op}:${r.text.trim()}`)).toEqual(['removed:व्यवसायी', 'added:पेशेवर']);
  });
});
