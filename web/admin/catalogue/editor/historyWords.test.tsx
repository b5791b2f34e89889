import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { changeLines, editWords } from './historyWords';

// English as the source: each message with its values filled in.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const t = (d: MessageDescriptor) => i18n._(d);
const q = { id: 'Q012', label: { en: 'Is there a ramp?', hi: 'क्या रैंप है?' }, evidence: 'optional', required: true, type: 'single', options: [{ code: 'Y', index: 1, label: { en: 'Yes', hi: 'हाँ' }, score: 1 }, { code: 'N', index: 2, label: { en: 'No', hi: 'नहीं' }, score: 0 }] };

describe('changeLines()', () => {
  it('says each changed field in words with before → after, not field codes', () => {
    const after = {
      ...q,
      label: { en: 'Does the school have a ramp for wheelchairs?', hi: q.label.hi },
      evidence: 'mandatory',
      required: false,
      options: [{ ...q.options[0], score: 2 }, q.options[1], { code: 'P', index: 3, label: { en: 'Partly', hi: 'आंशिक' }, score: 1 }],
    };
    expect(changeLines(t, 'en', { target: 'question:Q012', action: 'update', before: q, after })).toEqual([
      'Text (English): “Is there a ramp?” → “Does the school have a ramp for wheelch…”',
      'Evidence: optional → mandatory',
      'Required: yes → no',
      'Score of option “Yes”: 1 → 2',
      'Option “Partly” added (score 1)',
    ]);
  });

  it('names the option by its text in the reader’s language, and a removed one', () => {
    const after = { ...q, options: [q.options[0]] };
    expect(changeLines(t, 'hi', { target: 'question:Q012', action: 'revert', before: q, after })).toEqual(['Option “नहीं” removed']);
  });

  it('says a condition, a title, a copy, a move and a return in words', () => {
    expect(changeLines(t, 'en', { target: 'question:Q013', action: 'update', before: { showIf: { question: 'Q012', in: ['Y'] } }, after: {} })).toEqual(['Shown when: Q012 is Y → always']);
    expect(changeLines(t, 'en', { target: 'version', action: 'undo', before: { en: 'Old', hi: 'पुराना' }, after: { en: 'New', hi: 'पुराना' } })).toEqual(['Title (English): “Old” → “New”']);
    expect(changeLines(t, 'en', { target: 'question:Q228', action: 'copy', before: null, after: { subdomain: 'SD2', copyOf: 'Q012' } })).toEqual([
      'Copy of Q012, placed right after it in SD2; its texts are marked for review',
    ]);
    expect(changeLines(t, 'en', { target: 'question:Q012', action: 'move', before: { subdomain: 'SD2', index: 0 }, after: { subdomain: 'SD3', index: 4 } })).toEqual([
      'Moved from SD2 (place 1) to SD3 (place 5)',
    ]);
    expect(changeLines(t, 'en', { target: 'question:Q012', action: 'restore', before: null, after: { subdomain: 'SD2', index: 2 } })).toEqual(['Brought back to SD2, place 3']);
  });
});

describe('editWords()', () => {
  it('names what an undo would take back', () => {
    expect(editWords(t, { action: 'copy', target: 'question:Q228', of: 'Q012' })).toBe('copy of Q012');
    expect(editWords(t, { action: 'update', target: 'question:Q014' })).toBe('change to Question Q014');
    expect(editWords(t, { action: 'retire', target: 'question:Q014' })).toBe('retirement of Question Q014');
  });
});
