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
    text: [`The login name(s) registered with your details:`, names, `Sign in at ${signInLink}`, '', `आपके विवरण से पंजीकृत लॉगिन नाम:`, names, `साइन इन करें: ${signInLink}`].join('\n'),
  };
}

/** The notice that an administrator reset the password (never the password itself: they pass it on in person). */
export function passwordResetByAdminMail(to: string, loginId: string, signInLink: string): MailMessage {
  return {
    to,
    subject: 'Your password was reset / आपका पासवर्ड रीसेट किया गया',
    text: [
      `An administrator has reset the password of the login name "${loginId}".`,
      `Ask the administrator for the temporary password. When you sign in with it, you will be asked to choose a new password before anything else.`,
      `Sign in at ${signInLink}`,
      `If you did not ask for this, contact the administrator at once.`,
      '',
      `प्रशासक ने लॉगिन नाम "${loginId}" का पासवर्ड रीसेट कर दिया है।`,
      `अस्थायी पासवर्ड प्रशासक से प्राप्त करें। उससे साइन इन करने पर आपसे सबसे पहले नया पासवर्ड चुनने को कहा जाएगा।`,
      `साइन इन करें: ${signInLink}`,
      `यदि आपने यह अनुरोध नहीं किया है, तो तुरंत प्रशासक से संपर्क करें।`,
    ].join('\n'),
  };
}

/** The notice that an administrator lifted the wait after too many failed sign-ins. */
export function signInUnlockedMail(to: string, loginId: string, signInLink: string): MailMessage {
  return {
    to,
    subject: 'You can sign in again / आप फिर से साइन इन कर सकते हैं',
    text: [
      `An administrator has lifted the block on signing in with the login name "${loginId}", which too many unsuccessful attempts had set.`,
      `You can sign in again now: ${signInLink}`,
      `If the failed attempts were not yours, change your password after signing in.`,
      '',
      `बहुत अधिक असफल प्रयासों के कारण लॉगिन नाम "${loginId}" से साइन इन करने पर लगी रोक प्रशासक ने हटा दी है।`,
      `अब आप फिर से साइन इन कर सकते हैं: ${signInLink}`,
      `यदि असफल प्रयास आपके नहीं थे, तो साइन इन करने के बाद अपना पासवर्ड बदल लें।`,
    ].join('\n'),
  };
}

/** The receipt of a public sign-up: the request waits for an administrator. */
export function accountRequestedMail(to: string, loginId: string, signInLink: string): MailMessage {
  return {
    to,
    subject: 'Your account request was received / आपका खाता अनुरोध प्राप्त हुआ',
    text: [
      `Your request for an account with the login name "${loginId}" was received. An administrator will check it and activate your account.`,
      `Once it is activated you can sign in at ${signInLink} with this login name and the password you chose.`,
      `If you did not ask for an account, ignore this message.`,
      '',
      `लॉगिन नाम "${loginId}" वाले खाते के लिए आपका अनुरोध प्राप्त हो गया है। प्रशासक इसकी जाँच करके आपका खाता सक्रिय करेंगे।`,
      `खाता सक्रिय होने के बाद आप इसी लॉगिन नाम और अपने चुने हुए पासवर्ड से यहाँ साइन इन कर सकते हैं: ${signInLink}`,
      `यदि आपने खाते का अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें।`,
    ].join('\n'),
  };
}

/** The answer to a public sign-up whose login name is already in use (the page itself does not say so). */
export function loginNameTakenMail(to: string, loginId: string, signUpLink: string): MailMessage {
  return {
    to,
    subject: 'Choose another login name / कोई दूसरा लॉगिन नाम चुनें',
    text: [
      `Your account request could not be accepted: the login name "${loginId}" is already in use.`,
      `Ask again with another login name: ${signUpLink}`,
      `If you already have an account, sign in with it or use "Forgot password" on the sign-in page. If you did not ask for an account, ignore this message.`,
      '',
      `आपका खाता अनुरोध स्वीकार नहीं किया जा सका: लॉगिन नाम "${loginId}" पहले से उपयोग में है।`,
      `किसी दूसरे लॉगिन नाम के साथ फिर से अनुरोध करें: ${signUpLink}`,
      `यदि आपका खाता पहले से है, तो उससे साइन इन करें या साइन इन पेज पर "पासवर्ड भूल गए" का उपयोग करें। यदि आपने खाते का अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें।`,
    ].join('\n'),
  };
}
