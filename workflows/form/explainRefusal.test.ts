import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formMachine } from './form.machine';
import type { FormStatusCode } from './formStatus';
import { explainRefusal } from './explainRefusal';
import { headSubmit } from './testEvents';

const snapshotAt = (status: FormStatusCode) => createActor(formMachine, { input: { status } }).getSnapshot();

describe('explainRefusal()', () => {
  it('says nothing about an event the machine accepts', () => {
    expect(explainRefusal(snapshotAt(2), headSubmit())).toBeNull();
    expect(explainRefusal(snapshotAt(7), { type: 'dept.reject', reasonId: 1 })).toBeNull();
  });

  it('names the wrong state before any missing fact', () => {
    expect(explainRefusal(snapshotAt(1), headSubmit({ consent: false }))).toEqual({ code: 'wrongState' });
    expect(explainRefusal(snapshotAt(3), headSubmit())).toEqual({ code: 'wrongState' });
    expect(explainRefusal(snapshotAt(9), { type: 'dept.reject', reasonId: 0 })).toEqual({ code: 'wrongState' });
    expect(explainRefusal(snapshotAt(9), { type: 'status.change', to: 8, comment: '' })).toEqual({ code: 'wrongState' });
  });

  it('gives consent, then school information, then answers, then evidence', () => {
    const s = snapshotAt(2);
    const everythingWrong = { consent: false, schoolInfoSaved: false, missingAnswers: ['Q001'], missingEvidence: ['Q014'] };
    expect(explainRefusal(s, headSubmit(everythingWrong))?.code).toBe('consentMissing');
    expect(explainRefusal(s, headSubmit({ ...everythingWrong, consent: true }))?.code).toBe('schoolInfoMissing');
    expect(explainRefusal(s, headSubmit({ missingAnswers: ['Q001'], missingEvidence: ['Q014'] }))).toEqual({
      code: 'incomplete',
      details: [
        { questionid: 'Q001', problem: 'answerMissing' },
        { questionid: 'Q014', problem: 'evidenceMissing' },
      ],
    });
    expect(explainRefusal(s, headSubmit({ missingEvidence: ['Q014', 'Q020'] }))).toEqual({
      code: 'evidenceMissing',
      details: [
        { questionid: 'Q014', problem: 'evidenceMissing' },
        { questionid: 'Q020', problem: 'evidenceMissing' },
      ],
    });
  });

  it('asks for the Not Applicable reasons after the evidence, listing every problem at once', () => {
    const s = snapshotAt(2);
    expect(explainRefusal(s, headSubmit({ missingNaReasons: ['Q003'] }))).toEqual({
      code: 'naReasonMissing',
      details: [{ questionid: 'Q003', problem: 'naReasonMissing' }],
    });
    expect(explainRefusal(s, headSubmit({ missingEvidence: ['Q014'], missingNaReasons: ['Q003'] }))).toEqual({
      code: 'evidenceMissing',
      details: [
        { questionid: 'Q014', problem: 'evidenceMissing' },
        { questionid: 'Q003', problem: 'naReasonMissing' },
      ],
    });
    expect(explainRefusal(s, headSubmit())).toBeNull();
  });

  it('asks the DQA for consent', () => {
    expect(explainRefusal(snapshotAt(4), { type: 'dqa.submit', consent: false })).toEqual({ code: 'consentMissing' });
  });

  it('asks a rejecting reviewer for a reason', () => {
    expect(explainRefusal(snapshotAt(5), { type: 'sqa.reject', reasonId: 0, comment: 'no' })).toEqual({ code: 'reasonMissing' });
  });

  it('asks a status change for a comment, then for an allowed status', () => {
    expect(explainRefusal(snapshotAt(3), { type: 'status.change', to: 9, comment: ' ' })).toEqual({ code: 'commentMissing' });
    expect(explainRefusal(snapshotAt(3), { type: 'status.change', to: 9, comment: 'why' })).toEqual({ code: 'statusNotAllowed' });
  });
});
