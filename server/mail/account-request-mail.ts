import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountRequests } from '../db/schema';
import { NAME_TAKEN } from '../users';
import { accountRequestedMail, loginNameTakenMail } from './account-mails';
import type { Mailer } from './mailer';

/**
 * Answers a public sign-up at the address it gave: received, or its login name is taken. The page
 * answered both alike; only the mailbox's owner learns which.
 */
export async function sendAccountRequestMail(db: Db, mailer: Mailer, requestId: number): Promise<void> {
  const [request] = await db
    .select({ email: accountRequests.email, loginId: accountRequests.loginId, status: accountRequests.status })
    .from(accountRequests)
    .where(eq(accountRequests.id, requestId));
  if (!request?.email) return;
  const mail =
    request.status === NAME_TAKEN
      ? loginNameTakenMail(request.email, request.loginId, `${mailer.appUrl}/session/signup`)
      : accountRequestedMail(request.email, request.loginId, `${mailer.appUrl}/session/signin`);
  await mailer.send(mail);
}
