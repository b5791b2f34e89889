import type { ApiValue } from '../api/types';

/** What step 1 of the sign-up request collected; kept for step 2 in this tab only (never the password). */
export type SignupDraft = { udise: string; firstName: string; lastName: string; school?: SignupSchool };

/** The school the server found for the UDISE number in step 1. */
export type SignupSchool = Pick<ApiValue<'/v1/user/register/school', 'post'>, 'schoolName' | 'districtName' | 'blockName'>;

const KEY = 'signupDraft';

/** The draft of step 1, or null when step 1 has not been done in this tab. */
export function readSignupDraft(): SignupDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<SignupDraft>;
    return typeof v.udise === 'string' && typeof v.firstName === 'string' ? { udise: v.udise, firstName: v.firstName, lastName: v.lastName ?? '', school: v.school } : null;
  } catch {
    return null;
  }
}

/** Keeps step 1 for step 2. */
export function saveSignupDraft(draft: SignupDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage may be unavailable (private mode): step 2 then sends the person back to step 1
  }
}

/** Forgets the draft once the request is sent. */
export function clearSignupDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
