import { describe, expect, it } from 'vitest';
import { adjacencyMapToArray, createTestModel, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { formMachine } from './form.machine';
import { formStatuses, statusOfState, type FormStatusCode } from './formStatus';
import { formEventTypes, type FormEvent } from './formTypes';
import { explainRefusal } from './explainRefusal';
import { nextStatuses } from './nextStatuses';
import { runFormEvent } from './runFormEvent';
import { headSubmit } from './testEvents';

const codes = formStatuses.map((r) => r.code);

/** Each event type with facts that should pass and facts that should not. */
const sampleEvents: FormEvent[] = [
  { type: 'sh.save' },
  headSubmit(),
  headSubmit({ consent: false }),
  headSubmit({ schoolInfoSaved: false }),
  headSubmit({ missingAnswers: ['Q001'] }),
  headSubmit({ missingEvidence: ['Q014'] }),
  headSubmit({ missingNaReasons: ['Q003'] }),
  { type: 'dqa.open' },
  { type: 'dqa.submit', consent: true },
  { type: 'dqa.submit', consent: false },
  { type: 'dqa.reject', reasonId: 1, comment: 'see Q014' },
  { type: 'dqa.reject', reasonId: 0 },
  { type: 'sqa.open' },
  { type: 'sqa.submit' },
  { type: 'sqa.reject', reasonId: 2 },
  { type: 'sqa.reject', reasonId: -2 },
  { type: 'dept.open' },
  { type: 'dept.approve' },
  { type: 'dept.reject', reasonId: 3 },
  { type: 'dept.reject', reasonId: 1.5 },
  { type: 'audit.start' },
  ...codes.map((to): FormEvent => ({ type: 'status.change', to, comment: 'checked with the district' })),
  { type: 'status.change', to: 2, comment: '  ' },
];

const statusOf = (value: unknown): FormStatusCode => statusOfState(String(value));

describe('form machine, walked as a model', () => {
  const paths = getShortestPaths(formMachine, { events: sampleEvents });

  it('samples every event type', () => {
    expect(new Set(sampleEvents.map((e) => e.type))).toEqual(new Set(formEventTypes));
  });

  it('reaches every status from 1 to 9 from a new form, and never Other', () => {
    const reached = new Set(paths.map((p) => statusOf(p.state.value)));
    expect([...reached].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has a status table that covers every state a form can rest in', () => {
    const states = Object.keys(formMachine.root.states).filter((s) => s !== 'resuming');
    expect(states.sort()).toEqual(formStatuses.map((r) => r.state).sort());
    for (const p of paths) expect(codes).toContain(statusOf(p.state.value));
  });

  it('agrees with can() and explainRefusal() on every reachable state and sampled event', () => {
    const edges = adjacencyMapToArray(getAdjacencyMap(formMachine, { events: sampleEvents }));
    expect(edges.length).toBeGreaterThan(100);
    for (const { state, event, nextState } of edges) {
      const accepted = state.can(event);
      expect(explainRefusal(state, event) === null, `${String(state.value)} + ${event.type}`).toBe(accepted);
      if (!accepted) {
        // A refused event changes nothing.
        expect(nextState.value).toBe(state.value);
        expect(nextState.context).toEqual(state.context);
        continue;
      }
      if (event.type === 'status.change') {
        expect(nextStatuses(state)).toContain(event.to);
        expect(statusOf(nextState.value)).toBe(event.to);
      }
      // Only a form back at the school carries a reject reason.
      if (nextState.context.rejectReasonId !== null) expect(nextState.value).toBe('selfInProgress');
    }
  });

  it('replays every shortest path through runFormEvent with stored JSON snapshots', async () => {
    const model = createTestModel(formMachine, { events: sampleEvents });
    const modelPaths = model.getShortestPaths();
    expect(modelPaths.length).toBeGreaterThan(0);
    for (const path of modelPaths) {
      let persisted: unknown = null;
      let status: FormStatusCode = 1;
      for (const step of path.steps) {
        // Paths open with the actor's own start event, which no server sends.
        const type: string = step.event.type;
        if (type === 'xstate.init') continue;
        const result = runFormEvent(persisted, status, step.event);
        if (!result.ok) {
          // The model walks refused events too: they must leave the form as it was.
          expect(statusOf(step.state.value), path.description).toBe(status);
          continue;
        }
        expect(result.to, path.description).toBe(statusOf(step.state.value));
        expect(result.context).toEqual(step.state.context);
        persisted = JSON.parse(JSON.stringify(result.persisted));
        status = result.to;
      }
    }
  });

  it('holds a legacy form in Other with nowhere to go', () => {
    const fromOther = getShortestPaths(formMachine, { events: sampleEvents, input: { status: 10 } });
    expect(new Set(fromOther.map((p) => p.state.value))).toEqual(new Set(['other']));
  });
});
