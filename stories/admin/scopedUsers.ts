import type { User } from '../../web/admin/types';

/** A user of a custom block-level role (roleRefs' BLOCK_OFFICER), placed in Ambala's first block. */
export const blockOfficer: User = {
  userId: 9,
  loginId: 'block.officer',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: null,
  mobile: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  postalCode: null,
  aadhaar: null,
  roleId: 7,
  role: 'BLOCK_OFFICER',
  roleName: 'Block Officer',
  scopeLevel: 'block',
  schoolCode: null,
  schoolName: null,
  districtId: 1,
  districtName: 'Ambala',
  blockId: 1,
  blockName: 'Ambala-I',
  active: true,
};
