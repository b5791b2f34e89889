import type { Profile } from '../../web/session/types';

/** The demo school head's profile, in the caller's language. */
export function headProfile(lang: 'en' | 'hi'): Profile {
  return {
    userId: 5,
    loginId: 'head',
    firstName: 'Meena',
    lastName: 'Kumari',
    email: 'head@example.org',
    mobile: '9812345670',
    phone: null,
    address: 'Near Bus Stand, Mullana',
    city: 'Ambala',
    state: 'Haryana',
    postalCode: '133203',
    aadhaar: null,
    roleId: 1,
    role: 'SCHOOL_HEAD',
    roleName: lang === 'hi' ? 'विद्यालय प्रमुख' : 'School Head',
    schoolCode: '06010100101',
    schoolName: 'Government Senior Secondary School, Mullana (Ambala-I)',
    districtId: null,
    districtName: null,
    blockId: null,
    blockName: null,
    scopeLevel: 'school',
    active: true,
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    mustChangePassword: false,
    workflowMails: true,
  };
}

/** Reviewers' comments and question remarks on the head's form. */
export const formComments = {
  accrid: 12,
  comments: [
    { commentid: 1, questionid: 'Q014', comment: 'Please attach the fire drill register for this year.', user: 'Rakesh Verma', date: '2026-11-18T10:15:00.000Z' },
    { commentid: 2, questionid: 'Q052', comment: 'The SMC meeting minutes are not signed.', user: 'Rakesh Verma', date: '2026-11-19T09:00:00.000Z' },
  ],
  reviews: [{ questionid: 'Q031', status: 'FLAGGED', comment: 'Attendance percentage does not match the register.', user: 'Rakesh Verma', date: '2026-11-20T12:30:00.000Z' }],
};
