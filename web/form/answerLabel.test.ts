import { describe, expect, it } from 'vitest';
import { answerLabel, hasAnswer } from './answerLabel';

const yesNo = {
  oneOf: [
    { const: 'YN1', title: 'Yes' },
    { const: 'YN2', title: 'No' },
  ],
};
const multi = {
  type: 'array',
  items: {
    anyOf: [
      { const: 'A', title: 'Teachers' },
      { const: 'B', title: 'Parents' },
    ],
  },
};

describe('answerLabel()', () => {
  it('shows option titles for codes, numbers as they are, a dash for none', () => {
    expect(answerLabel(yesNo, 'YN2', '—')).toBe('No');
    expect(answerLabel(multi, ['B', 'A'], '—')).toBe('Parents, Teachers');
    expect(answerLabel({ type: 'number' }, 66.666, '—')).toBe('66.67');
    expect(answerLabel(yesNo, null, '—')).toBe('—');
  });
  it('knows an empty answer', () => {
    expect(hasAnswer([])).toBe(false);
    expect(hasAnswer(0)).toBe(true);
    expect(hasAnswer('')).toBe(false);
  });
});
