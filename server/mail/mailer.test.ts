import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetPasswordMail } from './account-mails';
import { createMailer, mailerFromEnv } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'mailer-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createMailer()', () => {
  it('writes the message as an .eml file to the outbox when there is no SMTP server', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: join(dir, 'outbox'), appUrl: 'http://example.test/', from: 'a@example.test', log: (l) => lines.push(l) });
    expect(mailer.appUrl).toBe('http://example.test');
    const sent = await mailer.send(resetPasswordMail('head@example.org', 'http://example.test/session/reset-password?token=abc', 'head'));
    expect(sent.file).toMatch(/outbox\/.+\.eml$/);
    const eml = readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/^To: head@example.org$/m);
    expect(eml).toContain('token=3Dabc'); // quoted-printable
    expect(lines[0]).toContain(sent.file!);
  });
});

describe('mailerFromEnv()', () => {
  it('links to APP_URL, or to localhost on the port', () => {
    expect(mailerFromEnv({ APP_URL: 'https://accr.example.gov.in' }, { dataDir: dir, port: 3000 }).appUrl).toBe('https://accr.example.gov.in');
    expect(mailerFromEnv({}, { dataDir: dir, port: 4000 }).appUrl).toBe('http://localhost:4000');
  });
});
