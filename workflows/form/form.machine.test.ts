import { describe, expect, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import { formMachine } from './form.machine';
import { formStatuses, statusOfState, type FormStatusCode } from './formStatus';
import type { FormEvent, Reviewer } from './formTypes';
import { headSubmit } from './testEvents';

function formAt(status?: FormStatusCode) {
  return createActor(formMachine, { input: status === undefined ? {} : { status } }).start();
}

function statusOf(actor: ReturnType<typeof formAt>): FormStatusCode {
  return statusOfState(String(actor.getSnapshot().value));
}

/** Sends an event the test expects to be accepted, failing loudly otherwise. */
function accept(actor: ReturnType<typeof formAt>, event: FormEvent) {
  expect(actor.getSnapshot().can(event), `${event.type} should be accepted`).toBe(true);
  actor.send(event);
}

describe('form machine', () => {
  it('starts a newly initiated form at School Head Initiated', () => {
    const form = formAt();
    expect(form.getSnapshot().matches('headInitiated')).toBe(true);
    expect(form.getSnapshot().context).toEqual({
      rejectReasonId: null,
      rejectComment: null,
      rejectedBy: null,
      externalAudit: false,
    });
  });

  it('starts at whatever status a stored row has', () => {
    for (const row of formStatuses) {
      const form = formAt(row.code);
      expect(form.getSnapshot().matches(row.state)).toBe(true);
    }
  });

  it('takes a form from initiation to the report card', () => {
    const form = formAt();
    const seen: FormStatusCode[] = [statusOf(form)];
    const journey: FormEvent[] = [
      { type: 'sh.save' },
      headSubmit(),
      { type: 'dqa.open' },
      { type: 'dqa.submit', consent: true },
      { type: 'sqa.open' },
      { type: 'sqa.submit' },
      { type: 'dept.open' },
      { type: 'dept.approve' },
    ];
    for (const event of journey) {
      accept(form, event);
      seen.push(statusOf(form));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(form.getSnapshot().status).toBe('done');
  });

  it('lets reviewers act without opening the form first (bulk actions)', () => {
    const atDqa = formAt(3);
    accept(atDqa, { type: 'dqa.submit', consent: true });
    expect(atDqa.getSnapshot().matches('submittedToSqa')).toBe(true);
    accept(atDqa, { type: 'sqa.submit' });
    expect(atDqa.getSnapshot().matches('submittedToDept')).toBe(true);
    accept(atDqa, { type: 'dept.approve' });
    expect(atDqa.getSnapshot().matches('reportCardGenerated')).toBe(true);
  });

  it('keeps a form in progress when the head saves again', () => {
    const form = formAt(2);
    accept(form, { type: 'sh.save' });
    expect(form.getSnapshot().matches('selfInProgress')).toBe(true);
  });

  it('does not let the head submit a form nothing was saved in', () => {
    const form = formAt(1);
    expect(form.getSnapshot().can(headSubmit())).toBe(false);
  });

  const rejects: [FormStatusCode, Extract<FormEvent, { type: `${Reviewer}.reject` }>['type'], Reviewer][] = [
    [3, 'dqa.reject', 'dqa'],
    [4, 'dqa.reject', 'dqa'],
    [5, 'sqa.reject', 'sqa'],
    [6, 'sqa.reject', 'sqa'],
    [7, 'dept.reject', 'dept'],
    [8, 'dept.reject', 'dept'],
  ];

  it.each(rejects)('returns a rejected form to the school with the reason (from %i by %s)', (status, type, by) => {
    const form = formAt(status);
    accept(form, { type, reasonId: 4, comment: '  Evidence for Q014 is unreadable ' });
    expect(form.getSnapshot().matches('selfInProgress')).toBe(true);
    expect(form.getSnapshot().context).toMatchObject({
      rejectReasonId: 4,
      rejectComment: 'Evidence for Q014 is unreadable',
      rejectedBy: by,
    });
  });

  it('keeps the reject reason while the head works and clears it on resubmission', () => {
    const form = formAt(4);
    accept(form, { type: 'dqa.reject', reasonId: 2 });
    expect(form.getSnapshot().context.rejectComment).toBeNull();
    accept(form, { type: 'sh.save' });
    expect(form.getSnapshot().context.rejectReasonId).toBe(2);
    expect(form.getSnapshot().context.rejectedBy).toBe('dqa');
    accept(form, headSubmit());
    expect(form.getSnapshot().matches('submittedToDqa')).toBe(true);
    expect(form.getSnapshot().context).toMatchObject({ rejectReasonId: null, rejectComment: null, rejectedBy: null });
  });

  it('clears the reject reason when an administrator moves the form on instead', () => {
    const form = formAt(6);
    accept(form, { type: 'sqa.reject', reasonId: 9 });
    accept(form, { type: 'status.change', to: 3, comment: 'Resubmitted on paper' });
    expect(form.getSnapshot().matches('submittedToDqa')).toBe(true);
    expect(form.getSnapshot().context.rejectReasonId).toBeNull();
  });

  it('refuses a head submit without consent, school information, answers or evidence', () => {
    const snapshot = formAt(2).getSnapshot();
    expect(snapshot.can(headSubmit())).toBe(true);
    expect(snapshot.can(headSubmit({ consent: false }))).toBe(false);
    expect(snapshot.can(headSubmit({ schoolInfoSaved: false }))).toBe(false);
    expect(snapshot.can(headSubmit({ missingAnswers: ['Q001'] }))).toBe(false);
    expect(snapshot.can(headSubmit({ missingEvidence: ['Q014'] }))).toBe(false);
  });

  it('refuses a DQA submit without the DQA consent', () => {
    for (const status of [3, 4] as const) {
      const snapshot = formAt(status).getSnapshot();
      expect(snapshot.can({ type: 'dqa.submit', consent: false })).toBe(false);
      expect(snapshot.can({ type: 'dqa.submit', consent: true })).toBe(true);
    }
  });

  it('does not ask SQA or the department for consent', () => {
    expect(formAt(5).getSnapshot().can({ type: 'sqa.submit', consent: false })).toBe(true);
    expect(formAt(8).getSnapshot().can({ type: 'dept.approve' })).toBe(true);
  });

  it('refuses a reject without a reason from the list', () => {
    const snapshot = formAt(3).getSnapshot();
    for (const reasonId of [0, -1, 1.5, Number.NaN]) {
      expect(snapshot.can({ type: 'dqa.reject', reasonId })).toBe(false);
    }
  });

  it('refuses another stage’s events', () => {
    expect(formAt(3).getSnapshot().can({ type: 'sqa.submit' })).toBe(false);
    expect(formAt(5).getSnapshot().can({ type: 'dqa.submit', consent: true })).toBe(false);
    expect(formAt(5).getSnapshot().can({ type: 'dept.approve' })).toBe(false);
    expect(formAt(4).getSnapshot().can({ type: 'dqa.open' })).toBe(false);
    expect(formAt(3).getSnapshot().can({ type: 'sh.save' })).toBe(false);
  });

  it('refuses a double submit', () => {
    const form = formAt(2);
    accept(form, headSubmit());
    expect(form.getSnapshot().can(headSubmit())).toBe(false);
    accept(form, { type: 'dqa.submit', consent: true });
    expect(form.getSnapshot().can({ type: 'dqa.submit', consent: true })).toBe(false);
  });

  it('accepts nothing once the report card is generated', () => {
    const snapshot = formAt(9).getSnapshot();
    expect(snapshot.status).toBe('done');
    const events: FormEvent[] = [
      { type: 'sh.save' },
      { type: 'dept.approve' },
      { type: 'dept.reject', reasonId: 1 },
      { type: 'audit.start' },
      { type: 'status.change', to: 8, comment: 'undo' },
    ];
    for (const event of events) expect(snapshot.can(event)).toBe(false);
  });

  it('marks the external evaluation without moving the form', () => {
    for (const code of [1, 2, 3, 4, 5, 6, 7, 8, 10] as const) {
      const form = formAt(code);
      accept(form, { type: 'audit.start' });
      expect(statusOf(form)).toBe(code);
      expect(form.getSnapshot().context.externalAudit).toBe(true);
    }
  });

  it('changes status to a next available status with a comment', () => {
    const form = formAt(3);
    accept(form, { type: 'status.change', to: 5, comment: 'Reviewed offline' });
    expect(form.getSnapshot().matches('submittedToSqa')).toBe(true);
  });

  it('refuses a status change to a status that is not next, or without a comment', () => {
    const snapshot = formAt(3).getSnapshot();
    expect(snapshot.can({ type: 'status.change', to: 7, comment: 'skip' })).toBe(false);
    expect(snapshot.can({ type: 'status.change', to: 3, comment: 'same' })).toBe(false);
    expect(snapshot.can({ type: 'status.change', to: 10, comment: 'park' })).toBe(false);
    expect(snapshot.can({ type: 'status.change', to: 4, comment: '   ' })).toBe(false);
    expect(snapshot.can({ type: 'status.change', to: 4, comment: '' })).toBe(false);
  });

  it('survives a persistence round trip through JSON', () => {
    const form = formAt();
    accept(form, { type: 'sh.save' });
    accept(form, headSubmit());
    accept(form, { type: 'audit.start' });
    accept(form, { type: 'dqa.open' });
    accept(form, { type: 'dqa.reject', reasonId: 3, comment: 'Fire plan missing' });
    const stored: unknown = JSON.parse(JSON.stringify(form.getPersistedSnapshot()));
    form.stop();

    const restored = createActor(formMachine, { snapshot: stored as Snapshot<unknown>, input: {} }).start();
    expect(restored.getSnapshot().matches('selfInProgress')).toBe(true);
    expect(restored.getSnapshot().context).toEqual({
      rejectReasonId: 3,
      rejectComment: 'Fire plan missing',
      rejectedBy: 'dqa',
      externalAudit: true,
    });
    accept(restored, headSubmit());
    expect(restored.getSnapshot().matches('submittedToDqa')).toBe(true);
  });
});
