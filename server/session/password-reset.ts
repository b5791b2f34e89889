import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { endAllSessions } from '../auth/current-user';
import { hashPassword } from '../auth/password';
import { meetsPasswordPolicy } from '../auth/password-policy';
import { loginAttempts, passwordResetTokens, users } from '../db/schema';
import { AppError, badRequest } from '../http/errors';
import { loginNameMail, resetPasswordMail } from '../mail/account-mails';
import { mailerFromEnv, type Mailer, type MailMessage } from '../mail/mailer';
import type { Deps } from '../deps';
import { takeHit } from '../http/rate-limit';
import { recordUserEvent } from '../users';
import { fieldError, normalizeMobile } from '../http/person-fields';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many unused links at a time per account, so the form cannot be used to flood a mailbox. */
const MAX_OPEN_TOKENS = 3;
/** At most this many login-name mails per mailbox per hour, for the same reason. */
const LOGIN_NAME_MAILS = { limit: 3, windowMs: 60 * 60 * 1000 };

type MailDeps = Pick<Deps, 'db' | 'now' | 'mailer'>;

/** The mailer of the deps, or the one the environment describes. */
export function mailerOf(deps: Pick<Deps, 'mailer'>): Mailer {
  return deps.mailer ?? mailerFromEnv(process.env, { dataDir: process.env.DATA_DIR ?? './data', port: Number(process.env.PORT ?? 3000) });
}

/**
 * Sends without making the caller wait: the answer must take the same time
 * whether or not an account was found, so it cannot be used to probe for one.
 */
function sendInBackground(mailer: Mailer, message: MailMessage): void {
  mailer.send(message).catch((err: unknown) => console.error(`Could not send the account e-mail to ${message.to}:`, err));
}

/** The SHA-256 of a reset token, the only form in which it is stored. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Forgot password: when the login name belongs to an active account with an
 * e-mail address, creates a single-use link valid for an hour and mails it.
 * The caller always gets the same answer.
 */
export async function forgotPassword(deps: MailDeps, input: { loginId?: string }): Promise<void> {
  const loginId = input.loginId?.trim();
  if (!loginId) throw badRequest([{ field: 'loginId', problem: 'required' }], 'enterLoginName');
  const [user] = await deps.db
    .select({ id: users.id, loginId: users.loginId, email: users.email })
    .from(users)
    .where(and(eq(users.loginId, loginId), eq(users.active, true)));
  if (!user?.email) return;
  const now = deps.now();
  const [{ open }] = await deps.db
    .select({ open: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  if (open >= MAX_OPEN_TOKENS) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(passwordResetTokens).values({ tokenHash: hashResetToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  const mailer = mailerOf(deps);
  sendInBackground(mailer, resetPasswordMail(user.email, `${mailer.appUrl}/session/reset-password?token=${token}`, user.loginId));
}

/**
 * Forgot login name: mails the login names of the active accounts with this
 * e-mail address or mobile number to their e-mail addresses. The caller
 * always gets the same answer.
 */
export async function forgotUserId(deps: MailDeps, input: { email?: string; mobile?: string }): Promise<void> {
  const email = input.email?.trim();
  const mobileRaw = input.mobile?.trim();
  if (!email && !mobileRaw) throw badRequest([{ field: 'email', problem: 'required' }], 'enterEmailOrMobile');
  const conds = [];
  if (email) conds.push(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (mobileRaw) {
    const mobile = normalizeMobile(mobileRaw);
    if (!mobile) throw fieldError([{ field: 'mobile', problem: 'invalidMobile', key: 'invalidMobile' }]);
    conds.push(eq(users.mobile, mobile));
  }
  const found = await deps.db
    .select({ loginId: users.loginId, email: users.email })
    .from(users)
    .where(and(eq(users.active, true), or(...conds)));
  const byAddress = new Map<string, string[]>();
  for (const u of found) {
    if (!u.email) continue;
    const key = u.email.toLowerCase();
    byAddress.set(key, [...(byAddress.get(key) ?? []), u.loginId]);
  }
  const mailer = mailerOf(deps);
  for (const [address, loginIds] of byAddress) {
    // Quietly capped, like the reset links: the answer must not tell whether a mail went out.
    const { allowed } = await takeHit(deps.db, `login-name-mail ${address}`, LOGIN_NAME_MAILS, deps.now());
    if (allowed) sendInBackground(mailer, loginNameMail(address, loginIds.sort(), `${mailer.appUrl}/session/signin`));
  }
}

/**
 * Sets a new password with a reset token: the token must be known, unused and
 * unexpired; it is used up, with every other open token of the account, in
 * the same transaction as the password change.
 */
export async function resetPassword(deps: Pick<Deps, 'db' | 'now'>, input: { token: string; password: string }): Promise<void> {
  if (!meetsPasswordPolicy(input.password)) throw fieldError([{ field: 'password', problem: 'passwordPolicy', key: 'passwordPolicy' }]);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(input.token.trim())), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError(400, 'resetLinkInvalid', [{ field: 'token', problem: 'invalidToken' }]);
    const [user] = await tx
      .update(users)
      // The user chose this password themselves: an administrator's temporary one no longer needs replacing.
      .set({ passwordHash, updatedAt: now, updatedBy: used.userId, ...endAllSessions, mustChangePassword: false })
      .where(and(eq(users.id, used.userId), eq(users.active, true)))
      .returning({ id: users.id, loginId: users.loginId });
    if (!user) throw new AppError(400, 'resetLinkInvalid', [{ field: 'token', problem: 'invalidToken' }]);
    // The e-mailed link proved who this is: earlier failed sign-ins no longer slow them down.
    await tx.insert(loginAttempts).values({ loginId: user.loginId, ipAddress: 'password-reset', success: true, at: now });
    await recordUserEvent(tx, { userId: user.id, actorId: user.id, event: 'passwordChanged', detail: { via: 'resetLink' }, at: now });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  });
}
