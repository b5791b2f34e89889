import type { LocalText } from '../i18n';
import type { ComplaintStatusCode, CycleStatusCode } from '../../workflows';
import type { ScopeLevel } from '../api/types';

/** A page of a paged list (`items`, `total`). */
export type Paged<T> = { items: T[]; total: number; page?: number; pageSize?: number };

/** POST /v1/cycle/list, one entry. */
export type Cycle = {
  cycleid: number;
  name: string;
  status: CycleStatusCode;
  statusLabel: string;
  catalogueVersion?: string;
  createdAt?: string;
  /** The cycle's last day (YYYY-MM-DD): everyone in scope is reminded by e-mail before it. */
  endsOn?: string | null;
  totalForms: number;
  /** Active schools with no form in the cycle yet (added after its initiation). */
  schoolsWithoutForm: number;
  statusCounts: { status: number; statusLabel: string; count: number }[];
};

/** POST /v1/cycle/{cycleid}/schools/without-form, one entry. */
export type SchoolWithoutForm = { schoolCode: string; udise: string; name: string; districtName: string; blockName: string };

/** GET /v1/cycle/versions, one entry. */
export type CatalogueChoice = { version: string; title: string; current: boolean };

/** What a cycle action answers. */
export type CycleChange = { cycleid: number; name: string; status: CycleStatusCode; statusLabel: string; initiated?: number; audited?: number };

/** POST /v1/complaint/list, one entry. */
export type Complaint = {
  complaintid: number;
  reportCode: string;
  subject: string;
  description: string;
  status: ComplaintStatusCode;
  statusLabel: string;
  schoolCode: string | null;
  schoolName: string | null;
  districtId: number | null;
  districtName: string | null;
  raisedBy: string;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  overdue: boolean;
  nextStatuses: { code: ComplaintStatusCode; label: string }[];
};

/** One comment of a complaint; a status change carries its from and to. */
export type ComplaintComment = {
  commentid: number;
  comment: string;
  user: string;
  loginId?: string | null;
  date: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  fromStatusLabel?: string | null;
  toStatusLabel?: string | null;
};

/** A stored document (complaint attachment). */
export type StoredDocument = { documentid: number; fileName: string; size: number; contentType: string; uploadedBy?: string | null; uploadedAt?: string };

/** A school of the master list (spec §3, school). */
export type School = {
  schoolCode: string;
  udise: string;
  misCode: string | null;
  name: string;
  headName: string | null;
  email: string | null;
  mobile: string | null;
  category: string;
  management: string;
  location: string;
  genderType: string;
  schoolType: string;
  districtId: number;
  blockId: number;
  active: boolean;
  districtName: string;
  blockName: string;
};

/** GET /v1/reference/districts and …/blocks. */
export type District = { id: number; name: LocalText };
export type Block = { id: number; districtId: number; name: LocalText };
export type RoleRef = { id: number; code: string; name: LocalText; scopeLevel: ScopeLevel };

/** A user as the server shows one (Aadhaar masked); shared with the profile pages. */
export type { UserView as User } from '../api/types';

/** A school head's account request from sign-up. */
export type AccountRequest = {
  requestId: number;
  udise: string;
  schoolCode: string;
  schoolName: string;
  loginId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  mobile: string;
  status: string;
  createdAt: string;
  decisionReason?: string | null;
  /** The school's active head(s): approving the request replaces them (the approver is warned). */
  activeHeads?: SchoolHead[];
};

/** A school's active head, as an approval names them. */
export type SchoolHead = { userId: number; loginId: string; name: string };

/** GET /v1/user/{userid}/history, one entry. */
export type UserEventEntry = { eventId: number; event: string; label: string; by: { loginId: string; name: string } | null; date: string };

/** POST /v1/roles/list, one entry. */
export type Role = {
  roleId: number;
  code: string;
  name: string;
  nameHi: string;
  description: string;
  descriptionHi: string;
  scopeLevel: ScopeLevel;
  /** One of the five roles of spec §6: its scope level is fixed. */
  builtIn: boolean;
  privilegeCount: number;
  userCount: number;
};

/** GET /v1/roles/{roleid}/privilege, one entry. */
export type RolePrivilege = { privilegeId: number; name: LocalText; selected: boolean };
