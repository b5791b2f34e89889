import { describe, expect, it } from 'vitest';
import { renderWorkflowMail, type WorkflowMail } from './workflow-mail';

const sentBack: WorkflowMail = {
  type: 'sentBack',
  form: { formId: 7, schoolCode: '06010100101', schoolName: 'GSSS Mullana' },
  cycleName: '2026-27',
  by: 'dqa',
  reason: { en: 'Evidence missing', hi: 'साक्ष्य अनुपलब्ध' },
  comment: 'Fire NOC',
};

describe('renderWorkflowMail()', () => {
  it("writes both languages in one mail when the reader's language is not known", () => {
    const m = renderWorkflowMail(sentBack, 'https://a.example', null);
    expect(m.subject).toBe('Form sent back: GSSS Mullana / फ़ॉर्म वापस भेजा गया: GSSS Mullana');
    expect(m.text).toContain('Reason: Evidence missing');
    expect(m.text).toContain('कारण: साक्ष्य अनुपलब्ध');
    expect(m.text).toContain('https://a.example/forms/domain?accrid=7');
    expect(m.text).toContain('https://a.example/user/UserProfile');
  });

  it("writes only the reader's language when it is known", () => {
    const m = renderWorkflowMail(sentBack, 'https://a.example', 'hi');
    expect(m.subject).toBe('फ़ॉर्म वापस भेजा गया: GSSS Mullana');
    expect(m.text).not.toContain('Reason');
  });

  it('names at most the listed schools of a digest and counts the rest', () => {
    const forms = [{ formId: 1, schoolCode: 'A', schoolName: 'School A' }];
    const m = renderWorkflowMail({ type: 'toReview', level: 'dept', cycleName: '2026-27', forms, total: 60 }, 'https://a.example', 'en');
    expect(m.subject).toBe('60 forms to review');
    expect(m.text).toContain('School A (A)');
    expect(m.text).toContain('and 59 more');
  });
});
