import { describe, expect, it } from 'vitest';
import { counted } from './counted.messages';

describe('counted()', () => {
  it("says one form and many forms, in each language's words", () => {
    expect(counted('formsInitiated', 1)).toEqual({ en: '1 accreditation form initiated', hi: '1 प्रत्यायन फ़ॉर्म आरंभ किया गया' });
    expect(counted('formsInitiated', 2)).toEqual({ en: '2 accreditation forms initiated', hi: '2 प्रत्यायन फ़ॉर्म आरंभ किए गए' });
    expect(counted('auditInitiated', 1)).toEqual({ en: 'External evaluation initiated for 1 form', hi: '1 फ़ॉर्म का बाह्य मूल्यांकन आरंभ किया गया' });
    expect(counted('auditInitiated', 5).hi).toBe('5 फ़ॉर्मों का बाह्य मूल्यांकन आरंभ किया गया');
  });

  it('says none in words rather than 0', () => {
    expect(counted('formsInitiated', 0).en).toBe('No accreditation form was initiated: no active school was without one');
    expect(counted('formsInitiated', 0).hi).not.toMatch(/\d/);
  });

  it('groups large numbers the Indian way', () => {
    expect(counted('formsInitiated', 1234567)).toEqual({ en: '12,34,567 accreditation forms initiated', hi: '12,34,567 प्रत्यायन फ़ॉर्म आरंभ किए गए' });
  });
});
