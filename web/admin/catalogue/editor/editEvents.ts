/** One change the editor made to a draft, as the server recorded it: what the undo stack keeps. */
export interface EditEvent {
  version: string;
  /** The part changed, as the change history names it (question:Q012, subdomain:SD3, grading …). */
  target: string;
  /** update (a save), add, copy, move, retire, restore, revert. */
  action: string;
  /** The id of the history line the change wrote (the part's new revision). */
  change: number;
  /** For a copy: the question copied. */
  of?: string;
}

type Listener = (e: EditEvent) => void;
const listeners = new Set<Listener>();

/** Listens to the editor's changes (the undo stack does); returns the way to stop. */
export function onEdit(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Tells the listeners about a change once the server has made it: wraps a call of the editor's
 * API whose answer carries the new revision. A refused call tells nobody.
 */
export async function recorded<T extends { revision: number }>(e: Omit<EditEvent, 'change'> | ((answer: T) => Omit<EditEvent, 'change'>), call: Promise<T>): Promise<T> {
  const answer = await call;
  const what = typeof e === 'function' ? e(answer) : e;
  for (const l of listeners) l({ ...what, change: answer.revision });
  return answer;
}
