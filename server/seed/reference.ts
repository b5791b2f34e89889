import { sql } from 'drizzle-orm';
import { privilegeNames, seedRoles, type PrivilegeCode } from '../auth/privileges';
import type { Db } from '../db/client';
import { privileges, rejectReasons, rolePrivileges, roles } from '../db/schema';

/** The reasons a reviewer may give for sending a form back (bilingual, spec §4). */
export const seedRejectReasons = [
  { id: 1, label: 'Evidence missing or not readable', labelHi: 'साक्ष्य उपलब्ध नहीं है या पढ़ने योग्य नहीं है' },
  { id: 2, label: 'Answers do not match the evidence', labelHi: 'उत्तर साक्ष्य से मेल नहीं खाते' },
  { id: 3, label: 'School information is incorrect or incomplete', labelHi: 'विद्यालय की जानकारी गलत या अधूरी है' },
  { id: 4, label: 'Answers found false on verification', labelHi: 'सत्यापन में उत्तर असत्य पाए गए' },
  { id: 5, label: 'Other (see comment)', labelHi: 'अन्य (टिप्पणी देखें)' },
];

/** Reasons that say nothing by themselves ("Other (see comment)"): the comment is required with them. */
export const REASONS_NEEDING_COMMENT: ReadonlySet<number> = new Set([5]);

/**
 * Reference data every database needs, demo or not: privileges, the five
 * roles with their starting privileges, reject reasons. Safe to run on every
 * start: it only adds what is missing and never undoes an administrator's changes.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(privileges)
      .values(Object.entries(privilegeNames).map(([id, n]) => ({ id: Number(id), name: n.en, nameHi: n.hi })))
      .onConflictDoNothing();
    for (const role of seedRoles) {
      const inserted = await tx
        .insert(roles)
        .values({ code: role.code, name: role.name, nameHi: role.nameHi, description: role.name, scopeLevel: role.scopeLevel })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      // Privileges are given only when the role is new, so later toggles by an administrator stay.
      if (inserted.length) {
        await tx.insert(rolePrivileges).values(role.privileges.map((p: PrivilegeCode) => ({ roleId: inserted[0].id, privilegeId: p })));
      }
    }
    await tx.insert(rejectReasons).values(seedRejectReasons).onConflictDoNothing();
    await tx.execute(sql`select 1`);
  });
}
