import { describe, expect, it } from 'vitest';
import { runComplaintEvent } from './runComplaintEvent';

describe('runComplaintEvent()', () => {
  it('moves a stored complaint and hands back what to store', () => {
    const reviewed = runComplaintEvent(null, 'RAISED', { type: 'complaint.review', comment: 'Assigned to block officer' });
    expect(reviewed).toMatchObject({ ok: true, from: 'RAISED', to: 'UNDER_REVIEW' });
    if (!reviewed.ok) return;
    const stored: unknown = JSON.parse(JSON.stringify(reviewed.persisted));
    expect(runComplaintEvent(stored, 'UNDER_REVIEW', { type: 'complaint.resolve', comment: 'Repaired' })).toMatchObject({
      ok: true,
      to: 'RESOLVED',
    });
  });

  it('refuses a status change without a comment', () => {
    expect(runComplaintEvent(null, 'RESOLVED', { type: 'complaint.close', comment: '' })).toEqual({
      ok: false,
      from: 'RESOLVED',
      refusal: { code: 'commentMissing' },
    });
  });
});
