import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What became of a message: its id, and the file it was written to when there is no SMTP server. */
export interface SentMail {
  messageId: string;
  file?: string;
}

/** Sends the account e-mails (reset links, login names). */
export interface Mailer {
  /** Where the web app is reached, for links in messages (no trailing slash). */
  readonly appUrl: string;
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** An SMTP URL (`smtps://user:pass@host:465`); without one, messages are written as .eml files to outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  appUrl: string;
  from: string;
  log?: (line: string) => void;
}

/** A mailer through nodemailer: SMTP when configured, otherwise an outbox folder of .eml files. */
export function createMailer(opts: MailerOptions): Mailer {
  const log = opts.log ?? ((line: string) => console.info(line));
  const appUrl = opts.appUrl.replace(/\/+$/, '');
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      appUrl,
      async send(m) {
        const info = await transport.sendMail({ from: opts.from, ...m });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    appUrl,
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log(`Mail to ${m.to} written to ${file} (no SMTP_URL set)`);
      return { messageId: info.messageId, file };
    },
  };
}

/** The mailer the environment describes: SMTP_URL, MAIL_FROM, APP_URL (default http://localhost:PORT), outbox under DATA_DIR. */
export function mailerFromEnv(env: NodeJS.ProcessEnv, where: { dataDir: string; port: number }): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: join(where.dataDir, 'outbox'),
    appUrl: env.APP_URL || `http://localhost:${where.port}`,
    from: env.MAIL_FROM || '"School Accreditation" <no-reply@localhost>',
  });
}
