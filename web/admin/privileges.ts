import { PRIV } from '../api/privileges.generated';

/** The admin screens' privileges, by what each opens (codes from the server's one table). */
export const ADMIN_PRIV = {
  cycle: PRIV.cycle,
  complaints: PRIV.complaints,
  users: PRIV.users,
  roles: PRIV.roles,
  schoolMaster: PRIV.schoolMaster,
  catalogue: PRIV.catalogue,
  catalogueApprove: PRIV.catalogueApprove,
} as const;

/** Who opens the catalogue's screens: its editors, and the approving officers, who may hold 61 alone (issue 27). */
export const CATALOGUE_READERS: readonly number[] = [ADMIN_PRIV.catalogue, ADMIN_PRIV.catalogueApprove];
