import type { MailMessage } from './mailer';

// Account e-mails carry both languages: the server does not know which one the reader prefers.

/** The message with a password reset link. */
export function resetPasswordMail(to: string, link: string, loginId: string): MailMessage {
  return {
    to,
    subject: 'Reset your password / पासवर्ड रीसेट करें',
    text: [
      `A password reset was requested for the login name "${loginId}".`,
      `Open this link within one hour to set a new password (it works once):`,
      link,
      `If you did not ask for this, ignore this message: your password stays as it is.`,
      '',
      `लॉगिन नाम "${loginId}" के लिए पासवर्ड रीसेट का अनुरोध किया गया है।`,
      `नया पासवर्ड सेट करने के लिए एक घंटे के भीतर यह लिंक खोलें (यह केवल एक बार काम करेगा):`,
      link,
      `यदि आपने यह अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।`,
    ].join('\n'),
  };
}

/** The message with the login names registered for an e-mail address or mobile number. */
export function loginNameMail(to: string, loginIds: string[], signInLink: string): MailMessage {
  const names = loginIds.map((l) => `  ${l}`).join('\n');
  return {
    to,
    subject: 'Your login name / आपका लॉगिन नाम',
    text: [
      `The login name(s) registered with your details:`,
      names,
      `Sign in at ${signInLink}`,
      '',
      `आपके विवरण से पंजीकृत लॉगिन नाम:`,
      names,
      `साइन इन करें: ${signInLink}`,
    ].join('\n'),
  };
}
