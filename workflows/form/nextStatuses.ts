import type { SnapshotFrom } from 'xstate';
import { activeStateNode } from '../shared/stateNodes';
import type { formMachine } from './form.machine';
import { statusOfState, type FormStatusCode } from './formStatus';

export type FormSnapshot = SnapshotFrom<typeof formMachine>;

/**
 * The "next available statuses" of spec §4: where the ordinary events of the
 * current state lead, whatever their guards would say. The generic status
 * change may go to exactly these; 10 (Other) is never offered.
 */
export function nextStatuses(snapshot: FormSnapshot): FormStatusCode[] {
  if (snapshot.status !== 'active') return [];
  const node = activeStateNode(snapshot);
  const current = statusOfState(node.key);
  const found = new Set<FormStatusCode>();
  for (const [eventType, transitions] of node.transitions) {
    if (eventType === 'status.change') continue;
    for (const transition of transitions) {
      for (const target of transition.target ?? []) {
        const code = statusOfState(target.key);
        if (code !== current && code !== 10) found.add(code);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}
