import { describe, expect, it } from 'vitest';
import { allProperties, changedAnswers } from './changedAnswers';

const schema = {
  type: 'object',
  properties: {
    Q001: { type: 'string', oneOf: [{ const: 'YN1' }, { const: 'YN2' }] },
    Q006: { type: 'integer' },
    Q008: { type: ['number', 'null'], readOnly: true },
  },
  allOf: [
    {
      if: { properties: { Q001: { const: 'YN1' } }, required: ['Q001'] },
      then: { properties: { Q002: { type: 'array', items: { type: 'string' } } }, required: ['Q002'] },
    },
  ],
};

describe('changedAnswers()', () => {
  it('sends only the answers that changed', () => {
    expect(changedAnswers(schema, { Q001: 'YN1', Q006: 3 }, { Q001: 'YN2', Q006: 3 })).toEqual([{ questionid: 'Q001', value: 'YN2' }]);
  });

  it('never sends computed questions', () => {
    expect(changedAnswers(schema, { Q008: 10 }, { Q008: 50 })).toEqual([]);
  });

  it('sends null for an answer that was cleared', () => {
    expect(changedAnswers(schema, { Q006: 3 }, {})).toEqual([{ questionid: 'Q006', value: null }]);
  });

  it('treats an empty list like no answer and ignores the order of ticks', () => {
    expect(changedAnswers(schema, {}, { Q002: [] })).toEqual([]);
    expect(changedAnswers(schema, { Q002: ['A', 'B'] }, { Q002: ['B', 'A'] })).toEqual([]);
  });

  it('knows questions declared only inside a condition', () => {
    expect(Object.keys(allProperties(schema)).sort()).toEqual(['Q001', 'Q002', 'Q006', 'Q008']);
    expect(changedAnswers(schema, {}, { Q002: ['A'] })).toEqual([{ questionid: 'Q002', value: ['A'] }]);
  });
});
