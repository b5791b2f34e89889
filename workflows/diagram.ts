import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { topStateNodes } from './shared/stateNodes';

/**
 * A transient state that only routes (eventless transitions, no events) is
 * how our machines start at a stored status. Drawing its edges would hide the
 * lifecycle behind one edge per status, so the diagram starts at its default.
 */
function routingDefault(node: AnyStateNode): string | null {
  const always = node.always ?? [];
  if (always.length === 0 || node.transitions.size > 0) return null;
  const fallback = always.find((t) => !t.guard);
  return fallback?.target?.[0]?.key ?? null;
}

/**
 * A Mermaid stateDiagram-v2 of a flat machine, read from its definition:
 * one line per state description, one edge per (state, target) labelled
 * with its event types, a targetless transition drawn as a loop, final states
 * leading to [*].
 */
export function machineToMermaid(machine: AnyStateMachine): string {
  const nodes = topStateNodes(machine);
  const initialKey = machine.root.initial.target[0]?.key;
  const initialNode = nodes.find((n) => n.key === initialKey);
  const routedTo = initialNode ? routingDefault(initialNode) : null;
  const drawn = nodes.filter((n) => !(routedTo && n === initialNode));

  const lines = ['stateDiagram-v2'];
  if (routedTo && initialNode) {
    lines.push(`  %% ${initialNode.key}: an actor created with input.status starts at that status`);
  }
  for (const node of drawn) {
    if (node.description) lines.push(`  ${node.key} : ${node.description}`);
  }
  lines.push(`  [*] --> ${routedTo ?? initialKey}`);

  for (const node of drawn) {
    // One edge per target, its events joined: the generic status change
    // shadows every ordinary edge and would double the picture otherwise.
    const labels = new Map<string, string[]>();
    const add = (target: string, label: string) => {
      const list = labels.get(target) ?? [];
      if (!list.includes(label)) list.push(label);
      labels.set(target, list);
    };
    for (const [eventType, transitions] of node.transitions) {
      for (const t of transitions) add(t.target?.[0]?.key ?? node.key, eventType);
    }
    for (const t of node.always ?? []) add(t.target?.[0]?.key ?? node.key, 'always');
    for (const [target, list] of labels) lines.push(`  ${node.key} --> ${target} : ${list.join(', ')}`);
  }
  for (const node of drawn) {
    if (node.type === 'final') lines.push(`  ${node.key} --> [*]`);
  }
  return lines.join('\n');
}
