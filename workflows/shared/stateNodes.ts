import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** The top-level state nodes of a flat machine, in definition order. */
export function topStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = Object.values(machine.root.states);
  for (const node of nodes) {
    // Our lifecycles are flat on purpose; a nested state would need a real
    // state-value walk in the helpers below.
    if (Object.keys(node.states).length > 0) throw new Error(`nested state ${node.id}: flat machines only`);
  }
  return nodes;
}

/** The state node a snapshot of a flat machine rests in. */
export function activeStateNode(snapshot: AnyMachineSnapshot): AnyStateNode {
  const value: unknown = snapshot.value;
  if (typeof value !== 'string') throw new Error('flat machines only');
  const node: AnyStateNode | undefined = snapshot.machine.root.states[value];
  if (!node) throw new RangeError(`unknown state ${value}`);
  return node;
}

/**
 * The transitions a state defines for an event type, whatever their guards
 * say. Empty for a snapshot that is no longer active (a final state).
 */
export function transitionsFor(snapshot: AnyMachineSnapshot, eventType: string): readonly AnyTransitionDefinition[] {
  if (snapshot.status !== 'active') return [];
  return activeStateNode(snapshot).transitions.get(eventType) ?? [];
}
