import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { blocks, districts } from './geography';
import { schools } from './schools';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameHi: text('name_hi').notNull(),
  description: text('description').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
  /**
   * How far a user of this role sees: 'school' (their school), 'block', 'district' or 'state'.
   * A user's place at that level (school code, block, district) is on the user.
   */
  scopeLevel: text('scope_level').notNull().default('state'),
  /** When and by whom the record last changed: the revision a client sends back as `base` (docs/concurrency.md). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

export const privileges = pgTable('privileges', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameHi: text('name_hi').notNull(),
});

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    privilegeId: integer('privilege_id')
      .notNull()
      .references(() => privileges.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.privilegeId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    mobile: text('mobile'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** The school a school head runs. */
    schoolCode: text('school_code').references(() => schools.schoolCode),
    /** The district a DQA reviews. */
    districtId: integer('district_id').references(() => districts.id),
    /** The block a block-scoped user works in (its district is in districtId too). */
    blockId: integer('block_id').references(() => blocks.id),
    /** Whether the user receives workflow e-mails (form sent back or approved, form to review, cycle start and end). */
    workflowMails: boolean('workflow_mails').notNull().default(true),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    /** Aadhaar, encrypted (AES-GCM); only the last four digits are ever shown. */
    aadhaarEnc: text('aadhaar_enc'),
    aadhaarLast4: text('aadhaar_last4'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom the record last changed: the revision a client sends back as `base` (docs/concurrency.md). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    /**
     * Counts the moments this user's sign-ins were ended for good (a password changed or set by
     * someone else, a deactivation). A session opened under an older count is refused, so
     * reactivating a user revives none. A counter, not a time: a token issued in the same second
     * as a deactivation got past a time kept to the second (audit, issue 31 finding 5).
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** Set when someone else chose the password (an account made or a password set by an administrator): the user must choose their own before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The district and block of the user's school, kept by triggers (migration: list counts) from
     * `schools`: user management's scope reads them without joining every school of a district.
     */
    schoolDistrictId: integer('school_district_id'),
    schoolBlockId: integer('school_block_id'),
  },
  (t) => [
    // Login names are unique whatever their case ("Head" is "head").
    uniqueIndex('users_login_id_lower').on(sql`lower(${t.loginId})`),
    // The user list's orders are read from covering indexes written in migration 0029 (drizzle cannot say INCLUDE).
    index('users_school_idx').on(t.schoolCode),
    // One trigram index for the search, which looks in the login name, the first and last names and the whole name.
    index('users_search_trgm_idx').using('gin', sql`(${t.loginId} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** Every sign-in attempt, for throttling repeated failures and for the record. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    ipAddress: text('ip_address'),
    /** Null while the password is being checked: a try in flight, counted against the free ones until it settles. */
    success: boolean('success'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_login_idx').on(t.loginId, t.at)],
);

/** Single-use password reset tokens; only their SHA-256 is kept. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A school head's request for an account (sign-up), until an administrator decides. The list of
 * one status, newest first, reads a covering index written in migration 0029.
 */
export const accountRequests = pgTable('account_requests', {
  id: serial('id').primaryKey(),
  udise: text('udise').notNull(),
  loginId: text('login_id').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email'),
  mobile: text('mobile'),
  status: text('status').notNull().default('PENDING'),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** Why the request was rejected, as the approver wrote it: the applicant is told at sign-in. */
  decisionReason: text('decision_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens revoked by logout before they expire. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Settings shared by every server process (the JWT secret), so processes stay stateless. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * One limit's state per bucket (a public route and a client address, or a mailbox), shared by
 * every server process so a limit holds behind a load balancer: the generic cell rate algorithm,
 * a token bucket kept as one time (http/rate-limit.ts).
 */
export const rateBuckets = pgTable('rate_buckets', {
  bucket: text('bucket').primaryKey(),
  /** When the bucket will be empty again (the "theoretical arrival time"): now or past means full. */
  tat: timestamp('tat', { withTimezone: true }).notNull(),
  /** Whether the latest hit was let through; written by the same statement that moves `tat`. */
  allowed: boolean('allowed').notNull().default(true),
});
