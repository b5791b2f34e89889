import type { FormEventType } from './formTypes';

/** Role codes as the server seeds them and the login answer carries them. */
export type WorkflowRole = 'SCHOOL_HEAD' | 'DQA' | 'SQA' | 'DEPARTMENT' | 'ADMIN';

export const workflowRoles: readonly { code: WorkflowRole; label: { en: string; hi: string } }[] = [
  { code: 'SCHOOL_HEAD', label: { en: 'School head', hi: 'विद्यालय प्रमुख' } },
  { code: 'DQA', label: { en: 'DQA', hi: 'डीक्यूए' } },
  { code: 'SQA', label: { en: 'SQA', hi: 'एसक्यूए' } },
  { code: 'DEPARTMENT', label: { en: 'Department', hi: 'विभाग' } },
  { code: 'ADMIN', label: { en: 'Administrator', hi: 'प्रशासक' } },
];

/**
 * Who may send each form event. The server checks this (and the caller's
 * scope) before running the machine; the machine itself is role-blind so the
 * same logic serves single and bulk actions.
 */
export const formEventRoles: Record<FormEventType, readonly WorkflowRole[]> = {
  'sh.save': ['SCHOOL_HEAD'],
  'sh.submit': ['SCHOOL_HEAD'],
  'dqa.open': ['DQA'],
  'dqa.submit': ['DQA'],
  'dqa.reject': ['DQA'],
  'sqa.open': ['SQA'],
  'sqa.submit': ['SQA'],
  'sqa.reject': ['SQA'],
  'dept.open': ['DEPARTMENT'],
  'dept.approve': ['DEPARTMENT'],
  'dept.reject': ['DEPARTMENT'],
  // No user sends it: the server sends it to every form of a cycle as part of
  // cycle.initiateAudit, whose roles apply.
  'audit.start': [],
  // Skips the consent and completeness checks of the ordinary events, so it
  // stays an administrator's correction tool.
  'status.change': ['ADMIN'],
};
