import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { forgetState, keepState, keptState, stateAfterSave, type KeptState } from './save-state-cache';

const kept = (revision: number): KeptState => ({
  row: {
    form: { id: 7, status: 2, schoolCode: 'S1', catalogueVersion: 'v4', revision },
    school: { schoolCode: 'S1', districtId: 1, blockId: 2 },
    cycle: { status: 'ACTIVE' },
  },
  state: {
    answers: { Q001: 'YN1', Q002: 3 },
    times: { Q001: '2026-11-30T10:00:00.000Z', Q002: '2026-11-30T10:00:01.000Z' },
    evidence: new Set(['Q001']),
    schoolInfo: { enrolment: 10 },
  },
});

describe('what a server process keeps of a form between saves', () => {
  it('after a save holds the written answers at their new time, drops the ones taken away, and moves to the revision the write answered', () => {
    const before = kept(4);
    const at = new Date('2026-11-30T11:00:00.000Z');
    const after = stateAfterSave(before, { Q002: null, Q003: 'NA' }, at, 5);
    expect(after.state.answers).toEqual({ Q001: 'YN1', Q003: 'NA' });
    expect(after.state.times).toEqual({ Q001: '2026-11-30T10:00:00.000Z', Q003: '2026-11-30T11:00:00.000Z' });
    expect(after.row.form.revision).toBe(5);
    expect(after.state.evidence).toEqual(new Set(['Q001']));
    // The state kept before is left as it was: a save planned from it at the same moment still sees it whole.
    expect(before.state.answers).toEqual({ Q001: 'YN1', Q002: 3 });
    expect(before.row.form.revision).toBe(4);
  });

  it('keeps each database apart, forgets a form on demand, and lets the longest unsaved form go past a thousand', () => {
    const a = {} as Db;
    const b = {} as Db;
    keepState(a, 7, kept(1));
    expect(keptState(a, 7)?.row.form.revision).toBe(1);
    expect(keptState(b, 7)).toBeUndefined();
    forgetState(a, 7);
    expect(keptState(a, 7)).toBeUndefined();

    for (let id = 1; id <= 1000; id++) keepState(a, id, kept(id));
    // Saved again, form 1 is now the most recent: form 2 is the one to go.
    keepState(a, 1, kept(99));
    keepState(a, 1001, kept(1001));
    expect(keptState(a, 2)).toBeUndefined();
    expect(keptState(a, 1)?.row.form.revision).toBe(99);
    expect(keptState(a, 3)?.row.form.revision).toBe(3);
    expect(keptState(a, 1001)?.row.form.revision).toBe(1001);
  });
});
