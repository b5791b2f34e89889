// The editor's undo and redo of this session's changes, as pure transitions. Each change is a line
// of the draft's history (its id); undoing or redoing it is a new line the server writes against
// the part's revision this session last made, so a change by anyone else in between is refused
// (and said), never overwritten.

/** One change of the session that can be undone or redone. */
export interface UndoEntry {
  /** The history line of the change itself (the server undoes and redoes by it). */
  change: number;
  /** update, add, copy, move, retire, restore, revert. */
  action: string;
  /** The part changed: question:Q012, subdomain:SD3, grading … */
  target: string;
  /** For a copy: the question copied. */
  of?: string;
}

export interface UndoState {
  /** Newest last. */
  undo: UndoEntry[];
  /** Newest last: the next redo is the last undone. */
  redo: UndoEntry[];
  /** Each part's revision as this session last made it: what the next undo or redo of that part expects. */
  known: Record<string, number>;
  /** The last undo or redo the server refused (someone changed the part since), to say so. */
  refused: { entry: UndoEntry; direction: 'undo' | 'redo'; reason: string } | null;
}

/** How many changes the editor can undo. */
export const UNDO_LIMIT = 20;

export const emptyUndo: UndoState = { undo: [], redo: [], known: {}, refused: null };

/** A new change: it can be undone; what was undone before it can no longer be redone. */
export function recordEdit(s: UndoState, e: UndoEntry): UndoState {
  return { undo: [...s.undo, e].slice(-UNDO_LIMIT), redo: [], known: { ...s.known, [e.target]: e.change }, refused: null };
}

/** What the next undo (or redo) would take back (or make again), and the revision it expects. */
export function nextStep(s: UndoState, direction: 'undo' | 'redo'): { entry: UndoEntry; revision: number } | null {
  const entry = s[direction].at(-1);
  return entry ? { entry, revision: s.known[entry.target] ?? entry.change } : null;
}

/** The server undid (or redid) the newest entry, writing `revision`: it moves to the other stack. */
export function stepDone(s: UndoState, direction: 'undo' | 'redo', revision: number): UndoState {
  const entry = s[direction].at(-1);
  if (!entry) return s;
  const other = direction === 'undo' ? 'redo' : 'undo';
  return {
    ...s,
    [direction]: s[direction].slice(0, -1),
    [other]: [...s[other], entry].slice(-UNDO_LIMIT),
    known: { ...s.known, [entry.target]: revision },
    refused: null,
  } as UndoState;
}

/** The server refused the newest entry's undo (or redo): the part changed since. It leaves the stack, and the refusal is kept to be said. */
export function stepRefused(s: UndoState, direction: 'undo' | 'redo', reason: string): UndoState {
  const entry = s[direction].at(-1);
  if (!entry) return s;
  return { ...s, [direction]: s[direction].slice(0, -1), refused: { entry, direction, reason } } as UndoState;
}
