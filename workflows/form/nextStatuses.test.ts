import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formMachine } from './form.machine';
import { formStatuses, type FormStatusCode } from './formStatus';
import { nextStatuses } from './nextStatuses';

const snapshotAt = (status: FormStatusCode) => createActor(formMachine, { input: { status } }).getSnapshot();

describe('nextStatuses()', () => {
  it('lists where the ordinary events of each status lead', () => {
    const expected: Record<FormStatusCode, FormStatusCode[]> = {
      1: [2],
      2: [3],
      3: [2, 4, 5],
      4: [2, 5],
      5: [2, 6, 7],
      6: [2, 7],
      7: [2, 8, 9],
      8: [2, 9],
      9: [],
      10: [],
    };
    for (const row of formStatuses) expect(nextStatuses(snapshotAt(row.code)), `from ${row.code}`).toEqual(expected[row.code]);
  });

  it('is exactly where the generic status change may go, from every status', () => {
    for (const from of formStatuses) {
      const snapshot = snapshotAt(from.code);
      const allowed = formStatuses.map((r) => r.code).filter((to) => snapshot.can({ type: 'status.change', to, comment: 'checked' }));
      expect(allowed, `from ${from.code}`).toEqual(nextStatuses(snapshot));
    }
  });
});
