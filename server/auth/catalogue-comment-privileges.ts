import { PRIV } from './privileges';

/**
 * The approving officer's privilege (issue 27, item 1). Another change adds it to PRIV as
 * `PRIV.catalogueApprove`; until then its number lives here alone, so switching is one line.
 */
export const CATALOGUE_APPROVE = 61;

/** Who may read and write comments on a draft: the editors (60) and the approving officer (61). */
export const CATALOGUE_COMMENT_PRIVILEGES: readonly number[] = [PRIV.catalogue, CATALOGUE_APPROVE];
