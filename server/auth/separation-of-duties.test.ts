import { describe, expect, it } from 'vitest';
import { PRIV, seedRoles } from './privileges';
import { conflictingDuties, mixesDuties } from './separation-of-duties';

describe('conflictingDuties()', () => {
  it('names the account privileges a role holds when a workflow privilege is added', () => {
    expect(conflictingDuties([PRIV.dashboard, PRIV.roles, PRIV.users], PRIV.deptApprove)).toEqual([PRIV.users, PRIV.roles]);
    expect(conflictingDuties([PRIV.users], PRIV.accreditationHm)).toEqual([PRIV.users]);
  });

  it('names the workflow privileges a role holds when an account privilege is added', () => {
    expect(conflictingDuties([PRIV.dqaReview, PRIV.districtBulkSubmit, PRIV.complaints], PRIV.roles)).toEqual([PRIV.dqaReview, PRIV.districtBulkSubmit]);
  });

  it('finds nothing for privileges of one group, or for the others (dashboard, cycles, catalogue, school master)', () => {
    expect(conflictingDuties([PRIV.sqaReview, PRIV.sqaBulkApprove], PRIV.deptApprove)).toEqual([]);
    expect(conflictingDuties([PRIV.users], PRIV.roles)).toEqual([]);
    expect(conflictingDuties([PRIV.users, PRIV.roles, PRIV.deptApprove], PRIV.catalogue)).toEqual([]);
    expect(conflictingDuties([PRIV.deptApprove], PRIV.schoolMaster)).toEqual([]);
  });
});

describe('mixesDuties()', () => {
  it('holds for no built-in role as seeded (the department approves and edits the catalogue, but manages no account)', () => {
    for (const role of seedRoles) expect(mixesDuties(role.privileges), role.code).toBe(false);
  });

  it('holds for a role with both an account and a workflow privilege', () => {
    expect(mixesDuties([PRIV.users, PRIV.deptBulkApprove])).toBe(true);
    expect(mixesDuties([PRIV.users, PRIV.roles, PRIV.catalogue])).toBe(false);
  });
});
