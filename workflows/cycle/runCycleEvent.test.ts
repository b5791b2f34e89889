import { describe, expect, it } from 'vitest';
import { runCycleEvent } from './runCycleEvent';

describe('runCycleEvent()', () => {
  it('moves a stored cycle and hands back what to store', () => {
    const initiated = runCycleEvent(null, 'CREATED', { type: 'cycle.initiate' });
    expect(initiated).toMatchObject({ ok: true, from: 'CREATED', to: 'FORMS_INITIATED' });
    if (!initiated.ok) return;
    const stored: unknown = JSON.parse(JSON.stringify(initiated.persisted));
    expect(runCycleEvent(stored, 'FORMS_INITIATED', { type: 'cycle.initiateAudit' })).toMatchObject({
      ok: true,
      to: 'AUDIT_INITIATED',
    });
  });

  it('refuses a second initiate', () => {
    expect(runCycleEvent(null, 'FORMS_INITIATED', { type: 'cycle.initiate' })).toEqual({
      ok: false,
      from: 'FORMS_INITIATED',
      refusal: { code: 'alreadyInitiated' },
    });
  });

  it('refuses to delete a cycle whose forms have progressed', () => {
    expect(runCycleEvent(null, 'FORMS_INITIATED', { type: 'cycle.delete', formsProgressed: true })).toEqual({
      ok: false,
      from: 'FORMS_INITIATED',
      refusal: { code: 'formsProgressed' },
    });
  });
});
