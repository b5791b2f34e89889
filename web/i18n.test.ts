import { describe, expect, it } from 'vitest';
import { joinSentences } from './i18n';

describe('joinSentences()', () => {
  it('ends each message as a sentence of its language before joining, and skips empty ones', () => {
    expect(joinSentences(['Complaint raised (GR-1)', '', 'Files uploaded.'], 'en')).toBe('Complaint raised (GR-1). Files uploaded.');
    expect(joinSentences(['शिकायत दर्ज की गई (GR-1)', 'फ़ाइलें अपलोड की गईं।'], 'hi')).toBe('शिकायत दर्ज की गई (GR-1)। फ़ाइलें अपलोड की गईं।');
  });
});
