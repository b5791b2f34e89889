import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../mailer';
import { renderWorkflowMail, type WorkflowMail } from './workflow-mail';

/**
 * Sends one workflow mail to a user, reading their address and switch now rather than when the
 * event happened: a user who switched workflow mails off since, or left, gets nothing. Answers
 * whether a mail went out. A failure of the mailer is thrown, so the queue retries.
 */
export async function sendWorkflowMail(db: Db, mailer: Mailer, userId: number, mail: WorkflowMail): Promise<boolean> {
  const [user] = await db.select({ email: users.email, active: users.active, workflowMails: users.workflowMails }).from(users).where(eq(users.id, userId));
  if (!user?.email || !user.active || !user.workflowMails) return false;
  // No language preference is stored for a user: both languages, as the account mails.
  const { subject, text } = renderWorkflowMail(mail, mailer.appUrl, null);
  await mailer.send({ to: user.email, subject, text });
  return true;
}
