import type { LocalText } from '../i18n';
import type { Session } from '../auth/session';

/** Shapes of the API values the web app reads (api-contract.md and the lead's brief). */
export type LoginValue = Session;

export type FormListItem = {
  accrid: number | string;
  schoolCode: string;
  schoolName: string;
  districtName?: string;
  blockName?: string;
  cycleid?: number;
  cycleName?: string;
  status: number;
  statusLabel: string;
  attempted?: number;
  total?: number;
};

export type FormSearch = { items: FormListItem[]; total: number };

/** What the one completeness rule still finds missing in a domain (GET /v1/form/{accrid}/domain). */
export type DomainMissing = { answers: number; evidence: number; reasons: number };
export type DomainSummary = { domainId: string; name: LocalText; total: number; attempted: number; missing?: DomainMissing };

export type RejectInfo = { reason: string; comment: string | null; by: string; byName?: string | null; byRole?: string | null; date?: string };

export type FormStatus = {
  accrid: number | string;
  schoolCode?: string;
  schoolName?: string | null;
  status: number;
  statusLabel: string;
  actions: string[];
  reject: RejectInfo | null;
  schoolInfoSaved: boolean;
  cycleid?: number;
  cycleStatus?: string;
  /** The external evaluation is open for this form (its cycle's audit was initiated). */
  externalAudit?: boolean;
};

export type MissingItem = { questionid: string; domainId: string };

export type ValidateResult = { complete: boolean; missingAnswers: MissingItem[]; missingEvidence: MissingItem[]; missingNaReasons?: MissingItem[] };

export type RejectReason = { id: number | string; label: LocalText; needsComment?: boolean };

export type HistoryEntry = {
  user: string;
  fromStatus: number | null;
  newStatus: number;
  fromStatusLabel?: string;
  newStatusLabel?: string;
  date: string;
  comment: string | null;
  /** What happened: a workflow event (sh.submit ...), or a change that is not a status change. */
  event?: string;
  /** The reason chosen when the form was sent back, in the caller's language. */
  reason?: string | null;
};

export type ReportScore = {
  accrid: number | string;
  schoolName: string;
  schoolCode?: string;
  udise?: string;
  district?: string;
  block?: string;
  /** Who approved the form (the department), named in the reader's language. */
  approvedBy?: { name: string; role: string } | null;
  cycleName: string;
  score: number;
  grade: string;
  gradeLabel: LocalText;
  externalScore?: number | null;
  domains: { domainId: string; name: LocalText; weight?: number; score: number; externalScore?: number | null }[];
  reportCode?: string | null;
  accreditedAt?: string | null;
  catalogueVersion?: string;
  gradeScale?: { grade: string; min: number; label: string }[];
  method?: string | null;
  uncappedGrade?: string | null;
  critical?: { questionid: string; label: string; percent: number | null; passed: boolean; maxGrade: string }[];
  notApplicable?: { questionid: string; label: string; computed: boolean; reason?: string | null }[];
  priorities?: {
    domainId: string;
    subdomainId: string;
    name: string;
    score: number;
    nextGrade: string | null;
    advice: string;
    questions: { questionid: string; label: string; percent: number }[];
  }[];
};

/** What explains a score (report card, and reviewers before approval). */
export type ScoreExplained = Pick<ReportScore, 'grade' | 'gradeScale' | 'method' | 'uncappedGrade' | 'critical' | 'notApplicable' | 'priorities'>;

/** GET /v1/form/{accrid}/review-summary */
export type ReviewSummary = {
  schoolInfo: { updatedAt: string; groups: { id: string; title: string; fields: { key: string; label: string; value: number | null }[] }[] } | null;
  totals: Record<string, number> | null;
  score: ScoreExplained & { score: number | null; gradeText: string | null };
};

export type JsonObject = Record<string, unknown>;

export type SchoolDetails = {
  school: {
    schoolCode: string;
    name: string;
    udise?: string;
    districtName?: string;
    blockName?: string;
    headName?: string;
    [key: string]: unknown;
  };
  info: JsonObject | null;
  /** Locked while the school's form is with the reviewers or has its report card. */
  locked?: boolean;
  schema: JsonObject;
  uiSchema: JsonObject;
};

export type FormJson = {
  schema: JsonObject;
  uiSchema: JsonObject;
  answers: JsonObject;
  updatedAt?: Record<string, string>;
  /** The external evaluation's answers (reviewers only; empty for the school head). */
  externalAnswers?: JsonObject;
  /** Why the school answered Not Applicable, by question, and whether the version asks it. */
  naReasons?: Record<string, string>;
  naReason?: 'required' | 'optional' | 'none';
  catalogueVersion: string | number;
};

export type SaveAnswersResult = { saved: number; attempted: number; total: number };

/** A user as the server shows one (server/services/user-view.ts): never a password, Aadhaar only masked. */
export type UserView = {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  aadhaar: string | null;
  roleId: number;
  role: string;
  roleName: string;
  schoolCode: string | null;
  schoolName: string | null;
  districtId: number | null;
  districtName: string | null;
  /** How far the user's role reaches, and the block of a block-level user. */
  scopeLevel?: ScopeLevel;
  blockId?: number | null;
  blockName?: string | null;
  active: boolean;
  /** An administrator reset the password and the user has not yet chosen their own. */
  mustChangePassword?: boolean;
  /** Whether the user gets workflow e-mails (form sent back or approved, forms to review, cycle start and end). */
  workflowMails?: boolean;
  /** User management only: the wait failed sign-ins have put on the account (null when none), which a manager may lift. */
  signInLock?: { failures: number; lockedUntil: string } | null;
};

/** How far a role reaches: its users' school, block, district, or the whole state (roles.scope_level). */
export type ScopeLevel = 'school' | 'block' | 'district' | 'state';
