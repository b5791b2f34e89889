import { describe, expect, it } from 'vitest';
import { problemMessage, valueKindOf } from './problemMessage';

describe('problemMessage', () => {
  it('says "This is required" for a missing answer or an empty multiple choice', () => {
    expect(problemMessage('required', { missingProperty: 'Q001' }, 'choice').en).toBe('This is required');
    expect(problemMessage('minItems', { limit: 1 }, 'choice').hi).toBe('यह आवश्यक है');
  });

  it('words ranges by what the field holds', () => {
    expect(problemMessage('minimum', { limit: 0 }, 'count').en).toBe('The number cannot be negative');
    expect(problemMessage('minimum', { limit: 1 }, 'count')).toEqual({ en: 'The number must be at least 1', hi: 'संख्या कम से कम 1 होनी चाहिए' });
    expect(problemMessage('maximum', { limit: 5000 }, 'count').en).toBe('The number cannot be more than 5000');
    expect(problemMessage('maximum', { limit: 100 }, 'percentage').en).toBe('Enter a percentage from 0 to 100');
    expect(problemMessage('minimum', { limit: 0 }, 'percentage').en).toBe('Enter a percentage from 0 to 100');
  });

  it('asks for a whole number in a count, a number in a percentage, an option in a choice', () => {
    expect(problemMessage('type', { type: 'integer' }, 'count').en).toBe('Enter a whole number');
    expect(problemMessage('type', { type: 'number' }, 'percentage').en).toBe('Enter a number');
    expect(problemMessage('oneOf', {}, 'choice').en).toBe('Choose one of the given options');
    expect(problemMessage('type', { type: 'string' }, 'choice').en).toBe('Choose one of the given options');
  });
});

describe('valueKindOf', () => {
  it('reads the kind from the field schema the forms carry', () => {
    expect(valueKindOf({ type: 'integer' })).toBe('count');
    expect(valueKindOf({ type: 'number' })).toBe('percentage');
    expect(valueKindOf({ type: ['number', 'null'], readOnly: true })).toBe('computed');
    expect(valueKindOf({ type: 'string' })).toBe('choice');
    expect(valueKindOf({ type: 'array' })).toBe('choice');
    expect(valueKindOf(undefined)).toBe('choice');
  });
});
