import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { fieldErrorsOf } from './adminApi';
import { adminFormSchemas, formFields, type AdminFormName } from './forms/formSchemas';
import { requestSchemas } from '../api/request-schemas.generated';
import { manageBody } from './schools/SchoolFormScreen';
import { schoolValues } from './schools/SchoolForm';
import { userBody, userValues } from './users/UserForm';

describe('fieldErrorsOf()', () => {
  it('puts each detail message under its field', () => {
    const e = new ApiError(400, 'invalidMobile', 'Not a valid mobile number', [
      { field: 'mobile', problem: 'invalidMobile', message: 'Not a valid mobile number' },
      { field: 'udise', problem: 'invalidUdise', message: 'UDISE number must be 11 digits' },
    ]);
    expect(fieldErrorsOf(e)).toEqual({ mobile: 'Not a valid mobile number', udise: 'UDISE number must be 11 digits' });
  });

  it('uses the call message for a detail without one (ERR20 on the login name)', () => {
    const e = new ApiError(409, 'ERR20', 'Login name already exists!!', [{ field: 'loginId', problem: 'duplicate' }]);
    expect(fieldErrorsOf(e)).toEqual({ loginId: 'Login name already exists!!' });
  });

  it('answers nothing for other errors', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('userBody()', () => {
  const values = { ...userValues(null), loginId: ' new.head ', password: 'Secret@2030', firstName: 'Asha', roleId: '1', schoolCode: '06010100101', districtId: '3' };

  it('sends the password and leaves empty optional fields out on create; a school head gets the school, not the district', () => {
    const body = userBody(values, 'school');
    expect(body).toMatchObject({ loginId: 'new.head', password: 'Secret@2030', firstName: 'Asha', roleId: 1, schoolCode: '06010100101', districtId: null });
    expect(body).not.toHaveProperty('userId');
    expect(body.lastName).toBeUndefined();
    expect(body).not.toHaveProperty('aadhaar');
  });

  it('clears empty optional fields and never sends a password on edit; a new Aadhaar number goes without spaces', () => {
    const body = userBody({ ...values, aadhaar: '2345 6789 0123' }, 'district', 7);
    expect(body).toMatchObject({ userId: 7, lastName: null, districtId: 3, schoolCode: null, aadhaar: '234567890123' });
    expect(body).not.toHaveProperty('password');
  });
});

describe('userBody() by scope level', () => {
  const values = {
    ...userValues(null),
    loginId: 'block.officer',
    password: 'Secret@2030',
    firstName: 'Ravi',
    roleId: '9',
    schoolCode: '06010100101',
    districtId: '3',
    blockId: '8',
  };

  it('sends a block user the block only: the server sets the district from it', () => {
    expect(userBody(values, 'block')).toMatchObject({ blockId: 8, districtId: null, schoolCode: null });
  });

  it('sends a state-level user no place at all, whatever the form still holds', () => {
    expect(userBody(values, 'state')).toMatchObject({ blockId: null, districtId: null, schoolCode: null });
  });
});

describe('manageBody()', () => {
  it('numbers the district and block, nulls empty optional fields, and edits by school code', () => {
    const v = {
      ...schoolValues(null),
      udise: '06019999901',
      name: ' A school ',
      category: 'primary',
      management: 'stateGovernment',
      location: 'urban',
      genderType: 'boys',
      schoolType: 'government',
      districtId: '1',
      blockId: '2',
    };
    expect(manageBody(v, null)).toMatchObject({ udise: '06019999901', name: 'A school', districtId: 1, blockId: 2, misCode: null, email: null });
    expect(manageBody(v, null)).not.toHaveProperty('schoolCode');
    expect(manageBody(v, '06019999901')).toMatchObject({ schoolCode: '06019999901', active: true });
  });
});

describe('adminFormSchemas', () => {
  it("never shows the record's revision as a field: the save sends it (a 'base' date box stood on the school, user and role edit forms)", () => {
    const sent = Object.keys(requestSchemas['POST /v1/school/manage'].properties ?? {});
    expect(sent).toContain('base');
    const names = Object.keys(adminFormSchemas) as AdminFormName[];
    expect(names.filter((name) => 'base' in formFields(adminFormSchemas[name]).properties)).toEqual([]);
    // Everything else the server takes stays a field.
    expect(Object.keys(formFields(adminFormSchemas.school).properties)).toEqual(sent.filter((f) => f !== 'base'));
  });
});
