import type { EventObject } from 'xstate';

/**
 * The `status` given in `createActor(machine, { input: { status } })`.
 *
 * XState v5 delivers the actor's input inside the `xstate.init` event, and the
 * eventless transitions of the initial state are evaluated with that event.
 * Reading it here lets a machine start at any stored status (rows created
 * before the machines existed) without keeping that status in its context.
 */
export function initStatusOf(event: EventObject): unknown {
  if (event.type !== 'xstate.init' || !('input' in event)) return undefined;
  const input: unknown = event.input;
  if (typeof input !== 'object' || input === null || !('status' in input)) return undefined;
  return input.status;
}
