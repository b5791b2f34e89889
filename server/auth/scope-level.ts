import { seedRoles } from './privileges';

/** The levels a role's reach can have, narrowest first (roles.scope_level). */
export const scopeLevels = ['school', 'block', 'district', 'state'] as const;

export type ScopeLevel = (typeof scopeLevels)[number];

/** The place a user of each level needs: a school, a block (its district follows), a district, or none. */
export const placeOfLevel = { school: 'schoolCode', block: 'blockId', district: 'districtId', state: null } as const satisfies Record<ScopeLevel, string | null>;

/**
 * Reads a stored scope level. An unknown value (a hand-edited row) is taken as
 * the narrowest level: a user then sees at most one school, never the state.
 */
export function asScopeLevel(value: string): ScopeLevel {
  return (scopeLevels as readonly string[]).includes(value) ? (value as ScopeLevel) : 'school';
}

/** The built-in roles of spec §6: their scope level is fixed (the code relies on it). */
export const builtInRoleCodes: ReadonlySet<string> = new Set(seedRoles.map((r) => r.code));
