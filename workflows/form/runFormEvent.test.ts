import { describe, expect, it } from 'vitest';
import { MalformedSnapshotError } from '../shared/persisted';
import type { FormStatusCode } from './formStatus';
import type { FormEvent } from './formTypes';
import { runFormEvent } from './runFormEvent';
import { availableEvents } from './availableEvents';
import { headSubmit } from './testEvents';

/** What the database would hand back: JSON, not live objects. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('runFormEvent()', () => {
  it('runs a form without a stored snapshot from its status column', () => {
    const result = runFormEvent(null, 1, { type: 'sh.save' });
    expect(result).toMatchObject({ ok: true, from: 1, to: 2 });
  });

  it('carries a form through the whole journey via stored snapshots', () => {
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
    let persisted: unknown = null;
    let status: FormStatusCode = 1;
    for (const event of journey) {
      const result = runFormEvent(persisted, status, event);
      if (!result.ok) throw new Error(`${event.type} refused: ${result.refusal.code}`);
      expect(result.from).toBe(status);
      persisted = throughJson(result.persisted);
      status = result.to;
    }
    expect(status).toBe(9);
    expect(runFormEvent(persisted, status, { type: 'dept.approve' })).toEqual({ ok: false, from: 9, refusal: { code: 'wrongState' } });
  });

  it('returns the refusal and nothing to store when the machine says no', () => {
    const result = runFormEvent(null, 2, headSubmit({ missingEvidence: ['Q014'] }));
    expect(result).toEqual({
      ok: false,
      from: 2,
      refusal: { code: 'evidenceMissing', details: [{ questionid: 'Q014', problem: 'evidenceMissing' }] },
    });
  });

  it('returns the reject reason in the new context', () => {
    const result = runFormEvent(null, 8, { type: 'dept.reject', reasonId: 7, comment: 'Scores inconsistent' });
    expect(result).toMatchObject({
      ok: true,
      from: 8,
      to: 2,
      context: { rejectReasonId: 7, rejectComment: 'Scores inconsistent', rejectedBy: 'dept' },
    });
  });

  it('follows the status column when the stored snapshot lags behind it, keeping the context', () => {
    const rejected = runFormEvent(null, 3, { type: 'dqa.reject', reasonId: 5 });
    if (!rejected.ok) throw new Error('reject refused');
    // The row was moved to 4 outside the machine (e.g. a data fix).
    const result = runFormEvent(throughJson(rejected.persisted), 4, { type: 'dqa.submit', consent: true });
    expect(result).toMatchObject({ ok: true, from: 4, to: 5 });
  });

  it('refuses unreadable stored snapshots and unknown statuses loudly', () => {
    expect(() => runFormEvent({ value: 'selfInProgress' }, 2, { type: 'sh.save' })).toThrow(MalformedSnapshotError);
    expect(() =>
      runFormEvent({ status: 'active', value: 'selfInProgress', context: { rejectReasonId: 'x' }, children: {} }, 2, {
        type: 'sh.save',
      }),
    ).toThrow(MalformedSnapshotError);
    expect(() => runFormEvent(null, 11 as FormStatusCode, { type: 'sh.save' })).toThrow(RangeError);
  });
});

describe('availableEvents()', () => {
  it('lists the events a status has transitions for, guards aside', () => {
    expect(availableEvents(null, 2)).toEqual(['sh.save', 'sh.submit', 'audit.start', 'status.change']);
    expect(availableEvents(null, 3)).toEqual(['dqa.open', 'dqa.submit', 'dqa.reject', 'audit.start', 'status.change']);
    expect(availableEvents(null, 9)).toEqual([]);
  });

  it('reads a stored snapshot too', () => {
    const saved = runFormEvent(null, 1, { type: 'sh.save' });
    if (!saved.ok) throw new Error('save refused');
    expect(availableEvents(throughJson(saved.persisted), 2)).toContain('sh.submit');
  });
});
