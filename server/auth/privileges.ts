/**
 * Privilege codes. The spec's table (§6) fixes 1, 7, 8, 10, 18, 22, 23, 35,
 * 36 and 40; the others are ours for the actions that table leaves out.
 */
export const PRIV = {
  dashboard: 1,
  accreditation: 7,
  schoolInfo: 8,
  reportCard: 10,
  domainForm: 18,
  cycle: 22,
  complaints: 23,
  users: 35,
  roles: 36,
  accreditationHm: 40,
  headSubmit: 41,
  dqaReview: 42,
  sqaReview: 43,
  deptApprove: 44,
  districtBulkSubmit: 45,
  sqaBulkApprove: 46,
  deptBulkApprove: 47,
  documents: 50,
  questionComments: 51,
  schoolMaster: 52,
  catalogue: 60,
  /** Approve and publish a catalogue draft another officer wrote (issue 27: separation of duties). */
  catalogueApprove: 61,
} as const;

export type PrivilegeCode = (typeof PRIV)[keyof typeof PRIV];

/**
 * Privileges that manage the system rather than do accreditation work. Only a holder can hand one
 * out (to a role, or through a role to a user); workflow privileges an administrator may assign
 * without exercising them.
 */
export const ADMINISTRATIVE_PRIVILEGES: ReadonlySet<number> = new Set([PRIV.users, PRIV.roles, PRIV.schoolMaster, PRIV.catalogue, PRIV.catalogueApprove]);

/**
 * Who may export a cycle's forms with every answer (`GET /v1/export/forms`): holders of a review
 * privilege (DQA, SQA, department approval). They already read every answer of the forms in their
 * scope, so the export shows them nothing new; no new privilege, so existing databases need no
 * migration to grant it. The export is scoped like every read (a DQA: their district).
 */
/** Who may read a form: the reviewers' list, the head's list and the domain form. */
export const FORM_READERS: readonly PrivilegeCode[] = [PRIV.accreditation, PRIV.accreditationHm, PRIV.domainForm];

export const EXPORT_PRIVILEGES: readonly PrivilegeCode[] = [PRIV.dqaReview, PRIV.sqaReview, PRIV.deptApprove];

/**
 * Who works on a catalogue draft before it is published (issue 27): its editors (60) and the
 * officers who approve it (61). Both read its comments, impact report, change notice and test
 * schools; an approver may hold 61 alone.
 */
export const CATALOGUE_REVIEWERS: readonly PrivilegeCode[] = [PRIV.catalogue, PRIV.catalogueApprove];

/** Names shown in role management, in both languages. */
export const privilegeNames: Record<PrivilegeCode, { en: string; hi: string }> = {
  1: { en: 'Dashboard and analysis', hi: 'डैशबोर्ड एवं विश्लेषण' },
  7: { en: 'Accreditation forms list', hi: 'प्रत्यायन फ़ॉर्म सूची' },
  8: { en: 'School information form', hi: 'विद्यालय जानकारी फ़ॉर्म' },
  10: { en: 'Report card', hi: 'रिपोर्ट कार्ड' },
  18: { en: 'Domain form', hi: 'क्षेत्र फ़ॉर्म' },
  22: { en: 'Cycle management', hi: 'चक्र प्रबंधन' },
  23: { en: 'Complaints', hi: 'शिकायतें' },
  35: { en: 'Users', hi: 'उपयोगकर्ता' },
  36: { en: 'Role management', hi: 'भूमिका प्रबंधन' },
  40: { en: 'School head accreditation', hi: 'विद्यालय प्रमुख प्रत्यायन' },
  41: { en: 'Submit form to DQA', hi: 'फ़ॉर्म डीक्यूए को प्रस्तुत करें' },
  42: { en: 'DQA review (submit or reject)', hi: 'डीक्यूए समीक्षा (प्रस्तुत या अस्वीकार)' },
  43: { en: 'SQA review (submit or reject)', hi: 'एसक्यूए समीक्षा (प्रस्तुत या अस्वीकार)' },
  44: { en: 'Department approval (approve or reject)', hi: 'विभागीय अनुमोदन (अनुमोदित या अस्वीकार)' },
  45: { en: 'District bulk submit to SQA', hi: 'जिला स्तर पर एसक्यूए को सामूहिक प्रस्तुति' },
  46: { en: 'SQA bulk approve for a cycle', hi: 'चक्र स्तर पर एसक्यूए सामूहिक अनुमोदन' },
  47: { en: 'Department bulk approve for a cycle', hi: 'चक्र स्तर पर विभागीय सामूहिक अनुमोदन' },
  50: { en: 'Evidence documents', hi: 'साक्ष्य दस्तावेज़' },
  51: { en: 'Question comments', hi: 'प्रश्न टिप्पणियाँ' },
  52: { en: 'School master data', hi: 'विद्यालय मास्टर डेटा' },
  60: { en: 'Question catalogue editing', hi: 'प्रश्न सूची संपादन' },
  61: { en: 'Approve and publish question catalogue versions', hi: 'प्रश्न सूची संस्करण का अनुमोदन एवं प्रकाशन' },
};

/** The five roles of spec §6 and the privileges they start with. */
export const seedRoles = [
  { code: 'SCHOOL_HEAD', scopeLevel: 'school', name: 'School Head', nameHi: 'विद्यालय प्रमुख', privileges: [1, 7, 8, 10, 18, 23, 40, 41, 50, 51] },
  { code: 'DQA', scopeLevel: 'district', name: 'District Quality Assurance', nameHi: 'जिला गुणवत्ता आश्वासन (डीक्यूए)', privileges: [1, 7, 10, 18, 23, 42, 45, 50, 51] },
  { code: 'SQA', scopeLevel: 'state', name: 'State Quality Assurance', nameHi: 'राज्य गुणवत्ता आश्वासन (एसक्यूए)', privileges: [1, 7, 10, 18, 22, 23, 43, 46, 50, 51] },
  { code: 'DEPARTMENT', scopeLevel: 'state', name: 'Department', nameHi: 'विभाग', privileges: [1, 7, 10, 18, 22, 23, 44, 47, 50, 51, 52, 60, 61] },
  { code: 'ADMIN', scopeLevel: 'state', name: 'Administrator', nameHi: 'प्रशासक', privileges: [1, 7, 10, 22, 23, 35, 36, 52, 60] },
] as const;
