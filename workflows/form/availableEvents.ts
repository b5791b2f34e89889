import { activeStateNode } from '../shared/stateNodes';
import { formEventTypes, type FormEventType } from './formTypes';
import { formSnapshotOf } from './restoreForm';
import type { FormStatusCode } from './formStatus';

/**
 * The event types the form's current state has a transition for, guards
 * aside: what a screen may offer (filtered further by the caller's role).
 * Whether the facts allow it is answered when the event is run.
 */
export function availableEvents(persisted: unknown | null, status: FormStatusCode): FormEventType[] {
  const snapshot = formSnapshotOf(persisted, status);
  if (snapshot.status !== 'active') return [];
  const handled = activeStateNode(snapshot).transitions;
  return formEventTypes.filter((type) => handled.has(type));
}
