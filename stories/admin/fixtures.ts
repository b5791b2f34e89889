// Sample data for the admin stories, shaped like the server's answers.
import type {
  AccountRequest,
  Block,
  Complaint,
  ComplaintComment,
  Cycle,
  District,
  Role,
  RolePrivilege,
  RoleRef,
  School,
  SchoolWithoutForm,
  StoredDocument,
  User,
  UserEventEntry,
} from '../../web/admin/types';
import { ok, type MockRequest, type MockRoute } from './mockApi';

const L = (req: MockRequest, en: string, hi: string) => (req.lang === 'hi' ? hi : en);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

const formStatuses: [string, string][] = [
  ['School Head Initiated', 'विद्यालय प्रमुख द्वारा आरंभ'],
  ['Self / External In Progress', 'स्व / बाह्य मूल्यांकन प्रगति पर'],
  ['Submit To District Quality Assurance', 'जिला गुणवत्ता आश्वासन को प्रस्तुत'],
];

/** Two cycles: one with forms initiated, one just created. */
export function cycles(req: MockRequest): Cycle[] {
  const counts = (a: number, b: number, c: number) => formStatuses.map(([en, hi], i) => ({ status: (i + 1) as 1 | 2 | 3, statusLabel: L(req, en, hi), count: [a, b, c][i] }));
  return [
    {
      cycleid: 2,
      name: '2027-28',
      status: 'CREATED',
      statusLabel: L(req, 'Created', 'बनाया गया'),
      catalogueVersion: 'v1',
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
      endsOn: null,
      totalForms: 0,
      schoolsWithoutForm: 48,
      statusCounts: counts(0, 0, 0),
    },
    {
      cycleid: 1,
      name: '2026-27',
      status: 'FORMS_INITIATED',
      statusLabel: L(req, 'Accreditation Forms Initiated', 'प्रत्यायन फ़ॉर्म आरंभ'),
      catalogueVersion: 'v1',
      createdAt: daysAgo(90),
      updatedAt: daysAgo(90),
      endsOn: '2027-03-31',
      totalForms: 45,
      // Three schools were added to the master after the forms were initiated.
      schoolsWithoutForm: 3,
      statusCounts: counts(30, 10, 5),
    },
  ];
}

/** The schools added after cycle 2026-27 was initiated, which have no form in it (the school names are data: one spelling). */
export function schoolsWithoutForm(req: MockRequest): SchoolWithoutForm[] {
  const ambala = L(req, 'Ambala', 'अंबाला');
  return [
    { schoolCode: '06010100901', udise: '06010100901', name: 'Government Girls High School, Barara', districtName: ambala, blockName: L(req, 'Barara', 'बराड़ा') },
    { schoolCode: '06010100902', udise: '06010100902', name: 'Government Middle School, Mullana', districtName: ambala, blockName: L(req, 'Ambala-I', 'अंबाला-I') },
    { schoolCode: '06010100903', udise: '06010100903', name: 'Government Primary School, Saha', districtName: ambala, blockName: L(req, 'Naraingarh', 'नारायणगढ़') },
  ];
}

/** Complaints: one overdue, one under review, one resolved. */
export function complaints(req: MockRequest): Complaint[] {
  const base = {
    schoolCode: '06010100101',
    schoolName: 'Government Senior Secondary School, Mullana',
    districtId: 1,
    districtName: L(req, 'Ambala', 'अंबाला'),
    raisedBy: 'Meena Kumari',
    resolvedAt: null,
  };
  return [
    {
      ...base,
      complaintid: 3,
      reportCode: 'GR-2026-000003',
      subject: L(req, 'No drinking water for two weeks', 'दो सप्ताह से पेयजल नहीं'),
      description: L(req, 'The water cooler has been broken since the first of the month.', 'महीने की पहली तारीख से वाटर कूलर खराब है।'),
      status: 'RAISED',
      statusLabel: L(req, 'Raised', 'दर्ज'),
      createdAt: daysAgo(41),
      updatedAt: daysAgo(41),
      overdue: true,
      nextStatuses: [
        { code: 'UNDER_REVIEW', label: L(req, 'Under Review', 'समीक्षाधीन') },
        { code: 'REJECTED', label: L(req, 'Rejected', 'अस्वीकृत') },
      ],
    },
    {
      ...base,
      complaintid: 2,
      reportCode: 'GR-2026-000002',
      subject: L(req, 'Toilet repair', 'शौचालय की मरम्मत'),
      description: L(req, 'The girls’ toilet door is broken.', 'बालिका शौचालय का दरवाज़ा टूटा है।'),
      status: 'UNDER_REVIEW',
      statusLabel: L(req, 'Under Review', 'समीक्षाधीन'),
      createdAt: daysAgo(5),
      updatedAt: daysAgo(3),
      overdue: false,
      nextStatuses: [{ code: 'RESOLVED', label: L(req, 'Resolved', 'निवारित') }],
    },
    {
      ...base,
      complaintid: 1,
      reportCode: 'GR-2026-000001',
      subject: L(req, 'Library books', 'पुस्तकालय की पुस्तकें'),
      description: L(req, 'Books were not delivered.', 'पुस्तकें नहीं पहुँचीं।'),
      status: 'RESOLVED',
      statusLabel: L(req, 'Resolved', 'निवारित'),
      createdAt: daysAgo(60),
      updatedAt: daysAgo(50),
      resolvedAt: daysAgo(50),
      overdue: false,
      nextStatuses: [],
    },
  ];
}

export function complaintComments(req: MockRequest): ComplaintComment[] {
  return [
    {
      commentid: 1,
      comment: L(req, 'We will send a plumber.', 'प्लंबर भेजा जाएगा।'),
      user: 'Rajesh Verma',
      loginId: 'dqa',
      date: daysAgo(4),
      fromStatus: null,
      toStatus: null,
      fromStatusLabel: null,
      toStatusLabel: null,
    },
    {
      commentid: 2,
      comment: L(req, 'Checking with the block office.', 'खंड कार्यालय से जाँच की जा रही है।'),
      user: 'Rajesh Verma',
      loginId: 'dqa',
      date: daysAgo(3),
      fromStatus: 'RAISED',
      toStatus: 'UNDER_REVIEW',
      fromStatusLabel: L(req, 'Raised', 'दर्ज'),
      toStatusLabel: L(req, 'Under Review', 'समीक्षाधीन'),
    },
  ];
}

export const complaintDocuments: StoredDocument[] = [
  { documentid: 7, fileName: 'photo-of-cooler.jpg', size: 183_000, contentType: 'image/jpeg', uploadedBy: 'head', uploadedAt: daysAgo(5), sha256: 'a3f1c0de'.repeat(8) },
];

export const districts: District[] = [
  { id: 1, name: { en: 'Ambala', hi: 'अंबाला' } },
  { id: 2, name: { en: 'Karnal', hi: 'करनाल' } },
];

export const blocks: Block[] = [
  { id: 1, districtId: 1, name: { en: 'Ambala-I', hi: 'अंबाला-I' } },
  { id: 2, districtId: 1, name: { en: 'Barara', hi: 'बराड़ा' } },
];

export function schools(req: MockRequest): School[] {
  return [
    {
      schoolCode: '06010100101',
      udise: '06010100101',
      misCode: 'MIS-101',
      name: 'Government Senior Secondary School, Mullana',
      headName: 'Meena Kumari',
      email: 'school1@example.org',
      mobile: '9810000000',
      category: 'seniorSecondary',
      management: 'stateGovernment',
      location: 'rural',
      genderType: 'coEducation',
      schoolType: 'government',
      districtId: 1,
      blockId: 1,
      active: true,
      updatedAt: '2026-08-01T00:00:00.000Z',
      updatedBy: null,
      districtName: L(req, 'Ambala', 'अंबाला'),
      blockName: L(req, 'Ambala-I', 'अंबाला-I'),
    },
    {
      schoolCode: '06010200102',
      udise: '06010200102',
      misCode: null,
      name: 'Adarsh Public School, Barara',
      headName: '',
      email: null,
      mobile: null,
      category: 'secondary',
      management: 'nonGovernmentUnaided',
      location: 'urban',
      genderType: 'girls',
      schoolType: 'private',
      districtId: 1,
      blockId: 2,
      active: false,
      updatedAt: '2026-08-01T00:00:00.000Z',
      updatedBy: null,
      districtName: L(req, 'Ambala', 'अंबाला'),
      blockName: L(req, 'Barara', 'बराड़ा'),
    },
  ];
}

export const roleRefs: RoleRef[] = [
  { id: 5, code: 'ADMIN', name: { en: 'Administrator', hi: 'प्रशासक' }, scopeLevel: 'state' },
  { id: 2, code: 'DQA', name: { en: 'District Quality Assurance', hi: 'जिला गुणवत्ता आश्वासन (डीक्यूए)' }, scopeLevel: 'district' },
  { id: 1, code: 'SCHOOL_HEAD', name: { en: 'School Head', hi: 'विद्यालय प्रमुख' }, scopeLevel: 'school' },
  { id: 7, code: 'BLOCK_OFFICER', name: { en: 'Block Officer', hi: 'खंड अधिकारी' }, scopeLevel: 'block' },
];

export function users(req: MockRequest): User[] {
  const blank = {
    address: null,
    city: null,
    state: null,
    postalCode: null,
    phone: null,
    aadhaar: null,
    schoolCode: null,
    schoolName: null,
    districtId: null,
    districtName: null,
    blockId: null,
    blockName: null,
    createdAt: daysAgo(200),
    updatedAt: daysAgo(20),
    mustChangePassword: false,
    workflowMails: true,
    signInLock: null,
  };
  return [
    {
      ...blank,
      userId: 1,
      loginId: 'admin',
      firstName: 'Anita',
      lastName: 'Sharma',
      email: 'admin@example.org',
      mobile: null,
      roleId: 5,
      role: 'ADMIN',
      roleName: L(req, 'Administrator', 'प्रशासक'),
      scopeLevel: 'state',
      active: true,
    },
    {
      ...blank,
      userId: 2,
      loginId: 'dqa',
      firstName: 'Rajesh',
      lastName: 'Verma',
      email: 'dqa@example.org',
      mobile: '9812345678',
      roleId: 2,
      role: 'DQA',
      roleName: L(req, 'District Quality Assurance', 'जिला गुणवत्ता आश्वासन (डीक्यूए)'),
      scopeLevel: 'district',
      districtId: 1,
      districtName: L(req, 'Ambala', 'अंबाला'),
      active: true,
      // Locked after failed sign-ins, with a password an administrator reset: both chips and the Unlock button show.
      signInLock: { failures: 6, lockedUntil: new Date(Date.now() + 60 * 60_000).toISOString() },
      mustChangePassword: true,
    },
    {
      ...blank,
      userId: 5,
      loginId: 'head',
      firstName: 'Meena',
      lastName: 'Kumari',
      email: 'head@example.org',
      mobile: '9810000000',
      aadhaar: 'XXXX XXXX 4321',
      roleId: 1,
      role: 'SCHOOL_HEAD',
      roleName: L(req, 'School Head', 'विद्यालय प्रमुख'),
      scopeLevel: 'school',
      schoolCode: '06010100101',
      schoolName: 'Government Senior Secondary School, Mullana',
      active: false,
    },
  ];
}

export const accountRequests: AccountRequest[] = [
  {
    requestId: 1,
    udise: '06010200102',
    schoolCode: '06010200102',
    schoolName: 'Adarsh Public School, Barara',
    loginId: 'asha.b',
    firstName: 'Asha',
    lastName: 'Bansal',
    email: 'asha@example.org',
    mobile: '9876543210',
    status: 'PENDING',
    createdAt: daysAgo(1),
    decidedAt: null,
    decisionReason: null,
    districtId: 1,
    activeHeads: [],
  },
  {
    requestId: 2,
    udise: '06010100101',
    schoolCode: '06010100101',
    schoolName: 'Government Senior Secondary School, Mullana',
    loginId: 'r.yadav',
    firstName: 'Ramesh',
    lastName: 'Yadav',
    email: 'ramesh@example.org',
    mobile: '9876500001',
    status: 'PENDING',
    createdAt: daysAgo(2),
    decidedAt: null,
    decisionReason: null,
    districtId: 1,
    // The school has a head already: the approver is warned.
    activeHeads: [{ userId: 5, loginId: 'head', name: 'Meena Kumari' }],
  },
];

/** GET /v1/user/{userid}/history */
export function userHistory(req: MockRequest): UserEventEntry[] {
  return [
    {
      eventId: 2,
      event: 'passwordChanged',
      label: L(req, 'Password changed by the user', 'उपयोगकर्ता द्वारा पासवर्ड बदला गया'),
      by: { loginId: 'head', name: 'Meena Kumari' },
      date: daysAgo(1),
      detail: null,
    },
    {
      eventId: 1,
      event: 'passwordReset',
      label: L(req, 'Password reset by an administrator', 'प्रशासक द्वारा पासवर्ड रीसेट'),
      detail: null,
      by: { loginId: 'admin', name: 'Anita Sharma' },
      date: daysAgo(2),
    },
    {
      eventId: 0,
      event: 'createdInWorkflowRole',
      label: L(
        req,
        'Created by an administrator in a role that submits, reviews or approves forms',
        'प्रशासक द्वारा फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका में बनाया गया',
      ),
      detail: { roleId: 1, roleCode: 'SCHOOL_HEAD' },
      by: { loginId: 'admin', name: 'Anita Sharma' },
      date: daysAgo(30),
    },
  ];
}

export const roles: Role[] = [
  {
    roleId: 5,
    code: 'ADMIN',
    name: 'Administrator',
    nameHi: 'प्रशासक',
    description: 'Administrator',
    descriptionHi: '',
    scopeLevel: 'state',
    builtIn: true,
    updatedAt: '2026-08-01T00:00:00.000Z',
    privilegeCount: 9,
    userCount: 1,
  },
  {
    roleId: 2,
    code: 'DQA',
    name: 'District Quality Assurance',
    nameHi: 'जिला गुणवत्ता आश्वासन (डीक्यूए)',
    description: 'District Quality Assurance',
    descriptionHi: '',
    scopeLevel: 'district',
    builtIn: true,
    updatedAt: '2026-08-01T00:00:00.000Z',
    privilegeCount: 9,
    userCount: 1,
  },
  {
    roleId: 1,
    code: 'SCHOOL_HEAD',
    name: 'School Head',
    nameHi: 'विद्यालय प्रमुख',
    description: 'School Head',
    descriptionHi: '',
    scopeLevel: 'school',
    builtIn: true,
    updatedAt: '2026-08-01T00:00:00.000Z',
    privilegeCount: 10,
    userCount: 1,
  },
  {
    roleId: 7,
    code: 'BLOCK_OFFICER',
    name: 'Block Officer',
    nameHi: 'खंड अधिकारी',
    description: 'Reviews the forms of one block',
    descriptionHi: 'एक खंड के फ़ॉर्म की समीक्षा करता है',
    scopeLevel: 'block',
    builtIn: false,
    updatedAt: '2026-08-01T00:00:00.000Z',
    privilegeCount: 10,
    userCount: 2,
  },
];

export const privileges: RolePrivilege[] = [
  { privilegeId: 1, name: { en: 'Dashboard and analysis', hi: 'डैशबोर्ड एवं विश्लेषण' }, selected: true },
  { privilegeId: 22, name: { en: 'Cycle management', hi: 'चक्र प्रबंधन' }, selected: true },
  { privilegeId: 23, name: { en: 'Complaints', hi: 'शिकायतें' }, selected: true },
  { privilegeId: 35, name: { en: 'Users', hi: 'उपयोगकर्ता' }, selected: true },
  { privilegeId: 36, name: { en: 'Role management', hi: 'भूमिका प्रबंधन' }, selected: true },
  { privilegeId: 40, name: { en: 'School head accreditation', hi: 'विद्यालय प्रमुख प्रत्यायन' }, selected: false },
];

/** The lookups every form needs: districts, blocks and roles. */
export const referenceRoutes: MockRoute[] = [
  { method: 'GET', path: /^\/v1\/reference\/districts$/, answer: () => ok(districts) },
  { method: 'GET', path: /^\/v1\/reference\/districts\/\d+\/blocks$/, answer: () => ok(blocks) },
  { method: 'GET', path: /^\/v1\/reference\/roles$/, answer: () => ok(roleRefs) },
];

/** A page of items as the server pages them. */
export const paged = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** The list of schools without a form (searchable) and the initiation, which answers the count in words as the server does. */
export const lateSchoolsRoutes: MockRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/cycle\/\d+\/schools\/without-form$/,
    answer: (req) => {
      const search = ((req.body as { search?: string }).search ?? '').toLowerCase();
      const items = schoolsWithoutForm(req).filter((s) => !search || s.name.toLowerCase().includes(search) || s.udise.startsWith(search));
      return ok({ items, total: items.length, page: 1, pageSize: 50 });
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/cycle\/\d+\/initiate\/schools$/,
    answer: (req) => {
      const body = req.body as { schoolCodes?: string[]; all?: boolean };
      const n = body.all ? schoolsWithoutForm(req).length : (body.schoolCodes ?? []).length;
      const message =
        n === 1 ? L(req, '1 accreditation form initiated', '1 प्रत्यायन फ़ॉर्म आरंभ किया गया') : L(req, `${n} accreditation forms initiated`, `${n} प्रत्यायन फ़ॉर्म आरंभ किए गए`);
      return ok({ cycleid: 1, name: '2026-27', status: 'FORMS_INITIATED', statusLabel: L(req, 'Accreditation Forms Initiated', 'प्रत्यायन फ़ॉर्म आरंभ'), initiated: n }, message);
    },
  },
];
