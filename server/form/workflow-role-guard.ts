import { and, eq, inArray } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { WORKFLOW_PRIVILEGES } from '../auth/separation-of-duties';
import type { Db } from '../db/client';
import { rolePrivileges, roles, users } from '../db/schema';
import { AppError, type ErrorDetail } from '../http/errors';
import { messages } from '../i18n/messages';
import { decryptAadhaar, loadAadhaarKey } from '../schools';
import { normalizeMobile } from '../http/person-fields';

/** A role that moves forms along, as its user events record it. */
export interface WorkflowRole {
  roleId: number;
  roleCode: string;
}

/** The role when it holds a privilege that moves forms (40 to 47), else null. */
export async function workflowRole(tx: Db, roleId: number): Promise<WorkflowRole | null> {
  const [row] = await tx
    .select({ roleId: roles.id, roleCode: roles.code })
    .from(roles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, roles.id))
    .where(and(eq(roles.id, roleId), inArray(rolePrivileges.privilegeId, [...WORKFLOW_PRIVILEGES])))
    .limit(1);
  return row ?? null;
}

/** An account's Aadhaar number: the digits just entered, or the ciphertext stored with its last four digits. */
export type AadhaarRef = { digits: string } | { enc: string; last4: string | null };

/** The fields that tell who a person is, as an account holds or is about to hold them. */
export interface PersonIdentity {
  email?: string | null;
  mobile?: string | null;
  aadhaar?: AadhaarRef | null;
}

export type IdentityField = 'email' | 'mobile' | 'aadhaar';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
// Numbers stored before normalisation (or by the demo seed) may carry +91 or spaces.
const sameMobile = (a: string, b: string) => (normalizeMobile(a) ?? a) === (normalizeMobile(b) ?? b);
const last4Of = (ref: AadhaarRef) => ('digits' in ref ? ref.digits.slice(-4) : ref.last4);

/** The digits of an Aadhaar reference; null when the stored text cannot be read with this key. */
function digitsOf(key: Buffer, ref: AadhaarRef): string | null {
  if ('digits' in ref) return ref.digits;
  try {
    return decryptAadhaar(key, ref.enc);
  } catch {
    return null;
  }
}

/**
 * Which of these identity fields are the caller's own. Aadhaar numbers are stored encrypted with a
 * fresh IV each, so they are compared decrypted, and only when the last four digits already agree.
 * With an Aadhaar number, pass the database handle outside any transaction: the key may have to be
 * loaded from it, which PGlite could not serve while a transaction holds its one connection.
 */
export async function callersOwnFields(db: Db, caller: CurrentUser, person: PersonIdentity): Promise<IdentityField[]> {
  const [me] = await db
    .select({ email: users.email, mobile: users.mobile, aadhaarEnc: users.aadhaarEnc, aadhaarLast4: users.aadhaarLast4 })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!me) return [];
  const own: IdentityField[] = [];
  if (person.email && me.email && sameEmail(person.email, me.email)) own.push('email');
  if (person.mobile && me.mobile && sameMobile(person.mobile, me.mobile)) own.push('mobile');
  if (person.aadhaar && me.aadhaarEnc && me.aadhaarLast4 && last4Of(person.aadhaar) === me.aadhaarLast4) {
    const key = await loadAadhaarKey(db);
    const mine = digitsOf(key, { enc: me.aadhaarEnc, last4: me.aadhaarLast4 });
    if (mine !== null && digitsOf(key, person.aadhaar) === mine) own.push('aadhaar');
  }
  return own;
}

const fieldMessage = { email: 'ownEmailInWorkflowRole', mobile: 'ownMobileInWorkflowRole', aadhaar: 'ownAadhaarInWorkflowRole', roleId: 'ownAccountInWorkflowRole' } as const;

/**
 * The refusal (409 ownAccountInWorkflowRole) of a role that moves forms for the caller's own
 * account (`roleId`) or for an account carrying the caller's e-mail, mobile or Aadhaar number:
 * whoever manages accounts must not also submit, review or approve forms (separation of duties,
 * docs/security.md), not even through a second account of their own. Details name each field.
 */
export function ownAccountRefused(fields: (IdentityField | 'roleId')[]): AppError {
  const details: ErrorDetail[] = fields.map((field) => ({ field, problem: field === 'roleId' ? 'ownAccount' : 'callersOwn', message: messages[fieldMessage[field]] }));
  return new AppError(409, 'ownAccountInWorkflowRole', details);
}
