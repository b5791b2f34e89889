import type { MailMessage } from '../mail/mailer';
import type { Deps } from '../deps';
import { mailerOf } from '../session';

/**
 * Mails a notice about their account to a user, when they have an address; answers whether it
 * went out. A mail that fails is logged, not thrown: the change it reports is already made.
 */
export async function mailUser(deps: Pick<Deps, 'mailer'>, email: string | null, message: (to: string, signInLink: string) => MailMessage): Promise<boolean> {
  if (!email) return false;
  const mailer = mailerOf(deps);
  try {
    await mailer.send(message(email, `${mailer.appUrl}/session/signin`));
    return true;
  } catch (err) {
    console.error(`Could not send the account e-mail to ${email}:`, err);
    return false;
  }
}
