import { describe, expect, it } from 'vitest';
import { emptyUndo, nextStep, recordEdit, stepDone, stepRefused, UNDO_LIMIT, type UndoEntry } from './undoStack';

const save = (change: number, target = 'question:Q012'): UndoEntry => ({ change, action: 'update', target });

describe('undoStack', () => {
  it('offers the newest change to undo, expecting the revision the change wrote', () => {
    const s = recordEdit(recordEdit(emptyUndo, save(10)), { change: 11, action: 'copy', target: 'question:Q227', of: 'Q012' });
    expect(nextStep(s, 'undo')).toEqual({ entry: { change: 11, action: 'copy', target: 'question:Q227', of: 'Q012' }, revision: 11 });
    expect(nextStep(s, 'redo')).toBeNull();
  });

  it('moves an undone change to redo, and the next undo of the same part expects the undo’s revision', () => {
    let s = recordEdit(recordEdit(emptyUndo, save(10)), save(11));
    s = stepDone(s, 'undo', 12);
    expect(nextStep(s, 'redo')).toEqual({ entry: save(11), revision: 12 });
    // The older change of the same part: the part is now at revision 12, which this session wrote.
    expect(nextStep(s, 'undo')).toEqual({ entry: save(10), revision: 12 });
  });

  it('redoes: the change goes back to the undo stack, expecting the redo’s revision', () => {
    let s = stepDone(recordEdit(emptyUndo, save(10)), 'undo', 12);
    s = stepDone(s, 'redo', 13);
    expect(s.redo).toEqual([]);
    expect(nextStep(s, 'undo')).toEqual({ entry: save(10), revision: 13 });
  });

  it('forgets what could be redone once a new change is made', () => {
    let s = stepDone(recordEdit(emptyUndo, save(10)), 'undo', 12);
    expect(s.redo).toHaveLength(1);
    s = recordEdit(s, save(14, 'grading'));
    expect(s.redo).toEqual([]);
    expect(s.undo.map((e) => e.change)).toEqual([14]);
  });

  it(`keeps the last ${UNDO_LIMIT} changes`, () => {
    let s = emptyUndo;
    for (let i = 1; i <= UNDO_LIMIT + 5; i++) s = recordEdit(s, save(i, `question:Q${i}`));
    expect(s.undo).toHaveLength(UNDO_LIMIT);
    expect(s.undo[0].change).toBe(6);
    expect(nextStep(s, 'undo')?.entry.change).toBe(UNDO_LIMIT + 5);
  });

  it('drops a refused undo from the stack and keeps why, changing nothing else', () => {
    let s = recordEdit(recordEdit(emptyUndo, save(10, 'grading')), save(11));
    s = stepRefused(s, 'undo', 'Vikram Singh changed this part at 21:40');
    expect(s.refused).toEqual({ entry: save(11), direction: 'undo', reason: 'Vikram Singh changed this part at 21:40' });
    expect(s.undo).toEqual([save(10, 'grading')]);
    expect(s.redo).toEqual([]);
    // The next step clears the notice.
    expect(stepDone(s, 'undo', 12).refused).toBeNull();
  });

  it('does nothing when there is nothing to undo or redo', () => {
    expect(stepDone(emptyUndo, 'undo', 1)).toBe(emptyUndo);
    expect(stepRefused(emptyUndo, 'redo', 'x')).toBe(emptyUndo);
    expect(nextStep(emptyUndo, 'undo')).toBeNull();
  });
});
