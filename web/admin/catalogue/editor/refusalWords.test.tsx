import { describe, expect, it } from 'vitest';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { messages as en } from '../../locales/en/messages.po';
import { messages as hi } from '../../locales/hi/messages.po';
import { fieldProblemWords, fieldRefusals, isFormatDetail, refusalWords } from './refusalWords';
import { readScore } from './ScoreInput';

const i18n = setupI18n({ messages: { en, hi } });
const words = (lang: 'en' | 'hi') => {
  i18n.activate(lang);
  return (d: MessageDescriptor) => i18n._(d);
};
// Question, subdomain and option ids (Q012, SD3) are ids, not English: everything else in Hindi must be Devanagari.
const latinBesidesIds = (s: string) => /[A-Za-z]/.test(s.replace(/\b(Q|SD|D)\d+\b/g, ''));

describe('refusalWords()', () => {
  it('names the field and its part in plain words, not ajv’s', () => {
    const t = words('en');
    expect(refusalWords(t, { part: 'question:Q012', path: 'label.en', keyword: 'minLength', limit: 1 })).toBe('Text (English) of Question Q012 must not be empty.');
    expect(refusalWords(t, { part: 'question:Q012', path: 'options.1.score', keyword: 'type', type: 'number' })).toBe('Score of option 2 of Question Q012 must be a number.');
    expect(refusalWords(t, { part: 'question:Q012', path: 'options.0.score', keyword: 'minimum', limit: 0 })).toBe('Score of option 1 of Question Q012 must be 0 or more.');
    expect(refusalWords(t, { part: 'subdomain:SD3', path: 'name.hi', keyword: 'required' })).toBe('Name (Hindi) of Subdomain SD3 must not be empty.');
    expect(refusalWords(t, { part: 'version', path: 'en', keyword: 'minLength', limit: 1 })).toBe('Title (English) must not be empty.');
  });

  it('says the same in Hindi with no English words', () => {
    const t = words('hi');
    const said = [
      refusalWords(t, { part: 'question:Q012', path: 'label.en', keyword: 'minLength', limit: 1 }),
      refusalWords(t, { part: 'question:Q012', path: 'options.1.score', keyword: 'type', type: 'number' }),
      refusalWords(t, { part: 'question:Q012', path: 'scoreBands.0.score', keyword: 'minimum', limit: 0 }),
      refusalWords(t, { part: 'grading', path: 'bands.1.min', keyword: 'maximum', limit: 100 }),
      refusalWords(t, { part: 'question:Q012', path: 'formula.numerator', keyword: 'pattern' }),
    ];
    expect(said[0]).toBe('प्रश्न Q012 में पाठ (अंग्रेज़ी) खाली नहीं हो सकता।');
    expect(said[1]).toBe('प्रश्न Q012 में विकल्प 2 के अंक संख्या होनी चाहिए।');
    for (const s of said) expect(latinBesidesIds(s), s).toBe(false);
  });

  it('keeps each refused field of the open part for its field, and only the format’s details', () => {
    const t = words('en');
    const details = [
      { field: 'question:Q012', problem: 'format', part: 'question:Q012', path: 'label.en', keyword: 'minLength', limit: 1, message: '/domains/0/… must NOT have fewer than 1 characters' },
      { field: 'question:Q013', problem: 'format', part: 'question:Q013', path: 'label.en', keyword: 'minLength', limit: 1, message: '' },
      { field: 'basedOn', problem: 'notNewest' },
    ];
    expect(details.filter(isFormatDetail)).toHaveLength(2);
    expect(fieldRefusals(t, details, 'question:Q012')).toEqual({ 'label.en': 'Text (English) of Question Q012 must not be empty.' });
  });
});

describe('fieldProblemWords() and readScore()', () => {
  it('refuses what is not a number of 0 or more, in words on the field', () => {
    expect(readScore('2')).toEqual({ score: 2 });
    expect(readScore('०.५')).toEqual({ score: 0.5 });
    expect(readScore('-1')).toEqual({ problem: 'minimum' });
    expect(readScore('a')).toEqual({ problem: 'type' });
    expect(readScore('')).toEqual({ problem: 'type' });
    expect(fieldProblemWords(words('en'), 'options.1.score', 'type')).toBe('Score of option 2 must be a number.');
    expect(fieldProblemWords(words('hi'), 'options.1.score', 'minimum', 0)).toBe('विकल्प 2 के अंक 0 या उससे अधिक होना चाहिए।');
  });
});
