import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, type Snapshot } from 'xstate';
import { cycleMachine } from './cycle.machine';
import { cycleStatuses, cycleStatusOfState, type CycleStatusCode } from './cycleStatus';
import { cycleEventTypes, type CycleEvent } from './cycleTypes';
import { explainCycleRefusal } from './explainCycleRefusal';
import { cycleEventRoles } from './cycleRoles';

const cycleAt = (status?: CycleStatusCode) => createActor(cycleMachine, { input: status === undefined ? {} : { status } }).start();

describe('cycle machine', () => {
  it('creates, initiates forms, initiates the audit and closes', () => {
    const cycle = cycleAt();
    expect(cycle.getSnapshot().matches('created')).toBe(true);
    for (const [event, state] of [
      [{ type: 'cycle.initiate' }, 'formsInitiated'],
      [{ type: 'cycle.initiateAudit' }, 'auditInitiated'],
      [{ type: 'cycle.close' }, 'closed'],
    ] as const) {
      expect(cycle.getSnapshot().can(event)).toBe(true);
      cycle.send(event);
      expect(cycle.getSnapshot().matches(state)).toBe(true);
    }
    expect(cycle.getSnapshot().status).toBe('done');
  });

  it('starts at whatever status a stored row has', () => {
    for (const row of cycleStatuses) expect(cycleAt(row.code).getSnapshot().matches(row.state)).toBe(true);
  });

  it('answers a second initiate with the already-initiated refusal', () => {
    for (const status of ['FORMS_INITIATED', 'AUDIT_INITIATED'] as const) {
      const snapshot = cycleAt(status).getSnapshot();
      expect(snapshot.can({ type: 'cycle.initiate' })).toBe(false);
      expect(explainCycleRefusal(snapshot, { type: 'cycle.initiate' })).toEqual({ code: 'alreadyInitiated' });
    }
  });

  it('gives late schools their forms while the cycle runs, and stays where it is', () => {
    for (const [status, state] of [
      ['FORMS_INITIATED', 'formsInitiated'],
      ['AUDIT_INITIATED', 'auditInitiated'],
    ] as const) {
      const cycle = cycleAt(status);
      expect(cycle.getSnapshot().can({ type: 'cycle.initiateSchools' })).toBe(true);
      cycle.send({ type: 'cycle.initiateSchools' });
      expect(cycle.getSnapshot().matches(state)).toBe(true);
    }
  });

  it('refuses late schools before the first initiation and once closed, saying which', () => {
    expect(explainCycleRefusal(cycleAt('CREATED').getSnapshot(), { type: 'cycle.initiateSchools' })).toEqual({ code: 'notInitiated' });
    expect(explainCycleRefusal(cycleAt('CLOSED').getSnapshot(), { type: 'cycle.initiateSchools' })).toEqual({ code: 'closed' });
    expect(explainCycleRefusal(cycleAt('DELETED').getSnapshot(), { type: 'cycle.initiateSchools' })).toEqual({ code: 'wrongState' });
  });

  it('initiates the audit only after the forms', () => {
    const snapshot = cycleAt('CREATED').getSnapshot();
    expect(explainCycleRefusal(snapshot, { type: 'cycle.initiateAudit' })).toEqual({ code: 'wrongState' });
  });

  it('deletes a cycle only while no form has progressed', () => {
    for (const status of ['CREATED', 'FORMS_INITIATED'] as const) {
      const cycle = cycleAt(status);
      const progressed: CycleEvent = { type: 'cycle.delete', formsProgressed: true };
      expect(explainCycleRefusal(cycle.getSnapshot(), progressed)).toEqual({ code: 'formsProgressed' });
      cycle.send({ type: 'cycle.delete', formsProgressed: false });
      expect(cycle.getSnapshot().matches('deleted')).toBe(true);
    }
    expect(explainCycleRefusal(cycleAt('AUDIT_INITIATED').getSnapshot(), { type: 'cycle.delete', formsProgressed: false })).toEqual({
      code: 'wrongState',
    });
  });

  it('accepts nothing once closed or deleted', () => {
    for (const status of ['CLOSED', 'DELETED'] as const) {
      const snapshot = cycleAt(status).getSnapshot();
      expect(snapshot.status).toBe('done');
      for (const event of [
        { type: 'cycle.initiate' },
        { type: 'cycle.initiateAudit' },
        { type: 'cycle.close' },
        { type: 'cycle.delete', formsProgressed: false },
      ] satisfies CycleEvent[]) {
        expect(explainCycleRefusal(snapshot, event)).toEqual({ code: 'wrongState' });
      }
    }
  });

  it('survives a persistence round trip through JSON', () => {
    const cycle = cycleAt();
    cycle.send({ type: 'cycle.initiate' });
    const stored: unknown = JSON.parse(JSON.stringify(cycle.getPersistedSnapshot()));
    const restored = createActor(cycleMachine, { snapshot: stored as Snapshot<unknown>, input: {} }).start();
    expect(restored.getSnapshot().matches('formsInitiated')).toBe(true);
    expect(restored.getSnapshot().can({ type: 'cycle.initiateAudit' })).toBe(true);
  });

  it('reaches every status when walked as a model', () => {
    const events: CycleEvent[] = [
      { type: 'cycle.initiate' },
      { type: 'cycle.initiateSchools' },
      { type: 'cycle.initiateAudit' },
      { type: 'cycle.close' },
      { type: 'cycle.delete', formsProgressed: false },
      { type: 'cycle.delete', formsProgressed: true },
    ];
    const reached = new Set(getShortestPaths(cycleMachine, { events }).map((p) => cycleStatusOfState(String(p.state.value))));
    expect(reached).toEqual(new Set(cycleStatuses.map((r) => r.code)));
  });

  it('names who may send every cycle event', () => {
    for (const type of cycleEventTypes) expect(cycleEventRoles[type].length).toBeGreaterThan(0);
  });
});
