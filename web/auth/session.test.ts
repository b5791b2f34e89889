import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, homePath, type Session } from './session';

const as = (role: Session['logInUser']['role'], privileges: number[]): Session => ({
  jwtToken: 't',
  allowedPrivilege: privileges.join(','),
  logInUser: { userId: 1, loginId: 'x', firstName: 'X', lastName: '', role },
  schoolCode: null,
});

describe('homePath()', () => {
  it('starts the built-in roles where they work', () => {
    expect(homePath(as('SCHOOL_HEAD', [1, 8, 10, 18, 40]))).toBe('/dashboard/accreditationhm');
    expect(homePath(as('DQA', [1, 7, 42]))).toBe('/dashboard/accreditation');
  });

  it('starts a custom role on the first screen its privileges open, and never on a page it may not open', () => {
    expect(homePath(as('DQA', [23]))).toBe('/complaintmanagement/complaintlist');
    expect(homePath(as('DQA', [1, 60]))).toBe('/dashboard/default');
    expect(homePath(as('DQA', [60, 35]))).toBe('/catalogue');
    expect(homePath(as('DQA', [51]))).toBe(ACCOUNT_PATH);
    expect(homePath(as('DQA', []))).toBe(ACCOUNT_PATH);
  });
});
