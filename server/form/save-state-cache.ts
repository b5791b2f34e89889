import type { Db } from '../db/client';
import type { CycleRow, FormRow, SchoolRow } from '../auth/scope';
import type { FormState } from './answers-store';

/** Of a form's row, its school's and its cycle's, what a save's checks read. */
export interface SaveRow {
  form: Pick<FormRow, 'id' | 'status' | 'schoolCode' | 'catalogueVersion' | 'revision'>;
  school: Pick<SchoolRow, 'schoolCode' | 'districtId' | 'blockId'>;
  cycle: Pick<CycleRow, 'status'>;
}

/** What a save checked against, as the database held it at the form's revision (`row.form.revision`). */
export interface KeptState {
  row: SaveRow;
  state: FormState;
}

/**
 * Forms kept per process, most recently saved last. A head saves every few seconds while a form is
 * open; a thousand forms at most of up to 226 answers each stay well under the memory the server
 * is held to (docs/benchmarks.md).
 */
const MAX_KEPT = 1000;

/** By database (each test app has its own), then by form id. */
const kept = new WeakMap<Db, Map<number, KeptState>>();

function keptOf(db: Db): Map<number, KeptState> {
  let forms = kept.get(db);
  if (!forms) kept.set(db, (forms = new Map()));
  return forms;
}

/**
 * The state this process last read or wrote for a form. Only a hint: a save planned from it writes
 * only while the form's revision is still the kept one (save_answers_if_unchanged, migration 0036),
 * and a refusal planned from it is made again from a fresh read.
 */
export function keptState(db: Db, formId: number): KeptState | undefined {
  return keptOf(db).get(formId);
}

export function keepState(db: Db, formId: number, value: KeptState): void {
  const forms = keptOf(db);
  forms.delete(formId);
  forms.set(formId, value);
  if (forms.size > MAX_KEPT) forms.delete(forms.keys().next().value as number);
}

export function forgetState(db: Db, formId: number): void {
  keptOf(db).delete(formId);
}

/**
 * The state after a save wrote `changed` (null: the answer taken away) at `at`, the form's row
 * then at `revision`. A new value: the kept one is never changed in place.
 */
export function stateAfterSave(before: KeptState, changed: Readonly<Record<string, unknown>>, at: Date, revision: number): KeptState {
  const answers = { ...before.state.answers };
  const times = { ...before.state.times };
  const stamp = at.toISOString();
  for (const [q, v] of Object.entries(changed)) {
    if (v === null) {
      delete answers[q];
      delete times[q];
    } else {
      answers[q] = v as FormState['answers'][string];
      times[q] = stamp;
    }
  }
  return {
    row: { ...before.row, form: { ...before.row.form, revision } },
    state: { ...before.state, answers, times },
  };
}
