import { hasPrivilege, PRIV, type Session } from '../../auth/session';

/**
 * Whether a user may export forms with their answers: a review privilege (DQA, SQA, department),
 * as the server's EXPORT_PRIVILEGES says; the server scopes what they get.
 */
export function canExport(session: Session | null): boolean {
  return [PRIV.dqaReview, PRIV.sqaReview, PRIV.deptApprove].some((p) => hasPrivilege(session, p));
}
