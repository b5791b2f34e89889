import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, type Snapshot } from 'xstate';
import { complaintMachine } from './complaint.machine';
import { complaintStatuses, complaintStatusOfState, type ComplaintStatusCode } from './complaintStatus';
import { complaintEventTypes, type ComplaintEvent, type ComplaintEventType } from './complaintTypes';
import { complaintActions } from './complaintActions';
import { explainComplaintRefusal } from './explainComplaintRefusal';

const complaintAt = (status?: ComplaintStatusCode) => createActor(complaintMachine, { input: status === undefined ? {} : { status } }).start();

const ev = (type: ComplaintEventType, comment = 'noted'): ComplaintEvent => ({ type, comment });

describe('complaint machine', () => {
  it('takes a complaint from raised through review and remedy to closed', () => {
    const complaint = complaintAt();
    expect(complaint.getSnapshot().matches('raised')).toBe(true);
    for (const [type, state] of [
      ['complaint.review', 'underReview'],
      ['complaint.resolve', 'resolved'],
      ['complaint.close', 'closed'],
    ] as const) {
      expect(complaint.getSnapshot().can(ev(type))).toBe(true);
      complaint.send(ev(type));
      expect(complaint.getSnapshot().matches(state)).toBe(true);
    }
    expect(complaint.getSnapshot().status).toBe('done');
  });

  it('starts at whatever status a stored row has', () => {
    for (const row of complaintStatuses) expect(complaintAt(row.code).getSnapshot().matches(row.state)).toBe(true);
  });

  it('lets an unsatisfied raiser reopen a resolved complaint for another review', () => {
    const complaint = complaintAt('RESOLVED');
    complaint.send(ev('complaint.reopen', 'Toilet still locked'));
    expect(complaint.getSnapshot().matches('reopened')).toBe(true);
    complaint.send(ev('complaint.review'));
    expect(complaint.getSnapshot().matches('underReview')).toBe(true);
  });

  it('rejects a baseless complaint, which can still be reopened', () => {
    for (const status of ['RAISED', 'UNDER_REVIEW'] as const) {
      const complaint = complaintAt(status);
      complaint.send(ev('complaint.reject', 'Outside the school’s remit'));
      expect(complaint.getSnapshot().matches('rejected')).toBe(true);
      expect(complaint.getSnapshot().can(ev('complaint.reopen'))).toBe(true);
    }
  });

  it('needs a comment for every status change', () => {
    const snapshot = complaintAt('RAISED').getSnapshot();
    for (const comment of ['', '   ']) {
      expect(snapshot.can(ev('complaint.review', comment))).toBe(false);
      expect(explainComplaintRefusal(snapshot, ev('complaint.review', comment))).toEqual({ code: 'commentMissing' });
    }
  });

  it('refuses a change the status does not allow', () => {
    expect(explainComplaintRefusal(complaintAt('RAISED').getSnapshot(), ev('complaint.resolve'))).toEqual({ code: 'wrongState' });
    expect(explainComplaintRefusal(complaintAt('REOPENED').getSnapshot(), ev('complaint.close'))).toEqual({ code: 'wrongState' });
    const closed = complaintAt('CLOSED').getSnapshot();
    for (const type of complaintEventTypes) expect(explainComplaintRefusal(closed, ev(type))).toEqual({ code: 'wrongState' });
  });

  it('survives a persistence round trip through JSON', () => {
    const complaint = complaintAt();
    complaint.send(ev('complaint.review'));
    const stored: unknown = JSON.parse(JSON.stringify(complaint.getPersistedSnapshot()));
    const restored = createActor(complaintMachine, { snapshot: stored as Snapshot<unknown>, input: {} }).start();
    expect(restored.getSnapshot().matches('underReview')).toBe(true);
  });

  it('reaches every status when walked as a model', () => {
    const events = complaintEventTypes.flatMap((type) => [ev(type), ev(type, ' ')]);
    const reached = new Set(getShortestPaths(complaintMachine, { events }).map((p) => complaintStatusOfState(String(p.state.value))));
    expect(reached).toEqual(new Set(complaintStatuses.map((r) => r.code)));
  });

  it('names who may send every complaint event', () => {
    for (const type of complaintEventTypes) expect(complaintActions[type].length).toBeGreaterThan(0);
    expect(complaintActions['complaint.resolve']).toEqual(['reviewer']);
    expect(complaintActions['complaint.reopen']).toEqual(['raiser']);
  });
});
