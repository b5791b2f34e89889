/**
 * Privilege codes of the admin screens: spec §6 fixes 22, 23, 35 and 36; 52
 * (writing the school master) is the server's own code for what the table leaves out.
 */
export const ADMIN_PRIV = {
  cycle: 22,
  complaints: 23,
  users: 35,
  roles: 36,
  schoolMaster: 52,
  catalogue: 60,
  catalogueApprove: 61,
} as const;

/** Who opens the catalogue's screens: its editors, and the approving officers, who may hold 61 alone (issue 27). */
export const CATALOGUE_READERS: readonly number[] = [ADMIN_PRIV.catalogue, ADMIN_PRIV.catalogueApprove];
