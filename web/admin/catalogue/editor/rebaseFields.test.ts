import { describe, expect, it } from 'vitest';
import { rebaseFields } from './rebaseFields';

const text = (en: string, hi: string) => ({ en, hi });
const base = { id: 'Q014', label: text('Water?', 'पानी?'), required: true };

describe('rebaseFields()', () => {
  it('marks the Hindi as changed in the draft and the English as changed in the newest version', () => {
    const fields = rebaseFields({ base, draft: { ...base, label: text('Water?', 'पेयजल?') }, newest: { ...base, label: text('Drinking water?', 'पानी?') } });
    expect(fields.map((f) => [f.path.join('.'), f.byDraft, f.byNewest])).toEqual([
      ['label.en', false, true],
      ['label.hi', true, false],
    ]);
  });

  it('lists every field of the side that still has a part the other retired, without its id', () => {
    const fields = rebaseFields({ base, draft: { ...base, label: text('Water?', 'पेयजल?') }, newest: null });
    expect(fields.map((f) => f.path.join('.'))).toEqual(['label.en', 'label.hi', 'required']);
    expect(fields.find((f) => f.path.join('.') === 'label.hi')).toMatchObject({ draft: 'पेयजल?', newest: undefined, byDraft: true, byNewest: false });
  });

  it('marks neither side when the version both started from is not known', () => {
    const fields = rebaseFields({ base: null, draft: { ...base, required: false }, newest: { ...base, required: true } });
    expect(fields).toEqual([{ path: ['required'], draft: false, newest: true, byDraft: false, byNewest: false }]);
  });
});
