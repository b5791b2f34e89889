import type { Text } from '../../engine';

/** Messages of identity, users, roles and schools, in both languages (GLOSSARY.md terms). */
export const peopleMessages = {
  // sign-in, password and login name recovery
  tooManyAttempts: {
    en: 'Too many unsuccessful sign-in attempts. Please wait a little and try again, or set a new password with "Forgot password".',
    hi: 'साइन इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया थोड़ी देर बाद पुनः प्रयास करें, या "पासवर्ड भूल गए" से नया पासवर्ड बनाएँ।',
  },
  tooManyRequests: {
    en: 'Too many requests from this network. Please try again after some time.',
    hi: 'इस नेटवर्क से बहुत अधिक अनुरोध आए हैं। कृपया कुछ समय बाद पुनः प्रयास करें।',
  },
  resetLinkSent: { en: 'Reset password link sent to the e-mail', hi: 'पासवर्ड रीसेट करने का लिंक ई-मेल पर भेज दिया गया है' },
  loginNameSent: { en: 'Login name sent to the e-mail', hi: 'लॉगिन नाम ई-मेल पर भेज दिया गया है' },
  enterEmailOrMobile: { en: 'Please enter e-mail or mobile number', hi: 'कृपया ई-मेल या मोबाइल नंबर दर्ज करें' },
  resetLinkInvalid: {
    en: 'This password reset link is invalid, already used or expired. Please request a new one.',
    hi: 'पासवर्ड रीसेट का यह लिंक अमान्य है, पहले ही उपयोग हो चुका है या उसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।',
  },
  passwordPolicy: {
    en: 'Password must have at least 8 characters, including a letter, a digit and a symbol',
    hi: 'पासवर्ड कम से कम 8 वर्णों का होना चाहिए, जिसमें कम से कम एक अक्षर, एक अंक और एक विशेष चिह्न हो',
  },
  passwordChanged: { en: 'Password changed successfully', hi: 'पासवर्ड सफलतापूर्वक बदल दिया गया' },
  wrongCurrentPassword: { en: 'The current password is not correct', hi: 'वर्तमान पासवर्ड सही नहीं है' },

  // fields of a person or a school
  invalidMobile: { en: 'Not a valid mobile number', hi: 'मोबाइल नंबर मान्य नहीं है' },
  invalidEmail: { en: 'Not a valid e-mail address', hi: 'ई-मेल पता मान्य नहीं है' },
  invalidPhone: { en: 'Not a valid phone number', hi: 'फ़ोन नंबर मान्य नहीं है' },
  invalidPostalCode: { en: 'Postal code must be 6 digits', hi: 'पिन कोड 6 अंकों का होना चाहिए' },
  invalidAadhaar: { en: 'Not a valid Aadhaar number', hi: 'आधार संख्या मान्य नहीं है' },
  invalidLoginName: {
    en: 'Login name must have 3 to 50 characters: English letters, digits and . _ @ -',
    hi: 'लॉगिन नाम में 3 से 50 वर्ण होने चाहिए: अंग्रेज़ी अक्षर, अंक तथा . _ @ -',
  },
  invalidUdise: { en: 'UDISE number must be 11 digits', hi: 'यूडाइस (UDISE) संख्या 11 अंकों की होनी चाहिए' },
  unknownSchool: { en: 'No school found with this UDISE number', hi: 'इस यूडाइस (UDISE) संख्या का कोई विद्यालय नहीं मिला' },
  unknownSchoolCode: { en: 'No school found with this school code', hi: 'इस विद्यालय कोड का कोई विद्यालय नहीं मिला' },
  unknownDistrict: { en: 'No such district', hi: 'ऐसा कोई जिला नहीं है' },
  unknownBlock: { en: 'No such block', hi: 'ऐसा कोई खंड नहीं है' },
  blockNotInDistrict: { en: 'The block does not belong to the selected district', hi: 'चुना गया खंड चुने गए जिले का नहीं है' },
  schoolNotInDistrict: { en: 'The school does not belong to the selected district', hi: 'चुना गया विद्यालय चुने गए जिले का नहीं है' },
  unknownRole: { en: 'No such role', hi: 'ऐसी कोई भूमिका नहीं है' },
  roleNeedsSchool: { en: 'Please select the school: this role works for one school', hi: 'कृपया विद्यालय चुनें: यह भूमिका एक विद्यालय के लिए है' },
  roleNeedsBlock: { en: 'Please select the block: this role works for one block', hi: 'कृपया खंड चुनें: यह भूमिका एक खंड के लिए है' },
  roleNeedsDistrict: { en: 'Please select the district: this role works for one district', hi: 'कृपया जिला चुनें: यह भूमिका एक जिले के लिए है' },
  placeNotForLevel: {
    en: "This place does not fit the role's level: leave it empty (a state-level role has no school, block or district)",
    hi: 'यह स्थान भूमिका के स्तर के अनुरूप नहीं है: इसे खाली छोड़ें (राज्य स्तर की भूमिका का कोई विद्यालय, खंड या जिला नहीं होता)',
  },
  needsStateScope: {
    en: 'Only a user who works for the whole state can do this: a cycle covers every district',
    hi: 'यह कार्य केवल पूरे राज्य के लिए कार्यरत उपयोगकर्ता कर सकता है: चक्र सभी जिलों पर लागू होता है',
  },
  udiseExists: { en: 'A school with this UDISE number already exists', hi: 'इस यूडाइस (UDISE) संख्या का विद्यालय पहले से मौजूद है' },

  // account requests (sign-up)
  accountRequested: { en: 'Your request has been sent to the administrator for approval', hi: 'आपका अनुरोध अनुमोदन हेतु प्रशासक को भेज दिया गया है' },
  requestApproved: { en: 'Account request approved', hi: 'खाता अनुरोध अनुमोदित किया गया' },
  requestRejected: { en: 'Account request rejected', hi: 'खाता अनुरोध अस्वीकार किया गया' },
  requestAlreadyDecided: { en: 'This request has already been decided', hi: 'इस अनुरोध पर पहले ही निर्णय लिया जा चुका है' },
  rejectReasonRequired: { en: 'Please give the reason for rejecting the request', hi: 'कृपया अनुरोध अस्वीकार करने का कारण लिखें' },
  schoolHasActiveHead: {
    en: "This school already has an active school head. To approve the request, confirm that the current head's account is to be set inactive.",
    hi: 'इस विद्यालय का एक सक्रिय विद्यालय प्रमुख पहले से है। अनुरोध अनुमोदित करने के लिए पुष्टि करें कि वर्तमान विद्यालय प्रमुख का खाता निष्क्रिय कर दिया जाए।',
  },
  accountPending: {
    en: 'Your account request is waiting for approval by the administrator. You can sign in once it is approved.',
    hi: 'आपका खाता अनुरोध प्रशासक के अनुमोदन की प्रतीक्षा में है। अनुमोदन के बाद आप साइन इन कर सकेंगे।',
  },
  accountRejected: {
    en: 'Your account request was rejected by the administrator. You can send a new request with corrected details.',
    hi: 'आपका खाता अनुरोध प्रशासक द्वारा अस्वीकार कर दिया गया है। आप सही विवरण के साथ नया अनुरोध भेज सकते हैं।',
  },

  // an administrator's password reset and unlock
  passwordChangeRequired: {
    en: 'Please change your password before going on: it was set by an administrator.',
    hi: 'आगे बढ़ने से पहले कृपया अपना पासवर्ड बदलें: इसे प्रशासक ने निर्धारित किया है।',
  },
  newPasswordSameAsCurrent: { en: 'The new password must differ from the current one.', hi: 'नया पासवर्ड वर्तमान पासवर्ड से अलग होना चाहिए।' },
  passwordResetByAdmin: {
    en: 'Password reset. The user must choose a new password at the next sign-in.',
    hi: 'पासवर्ड रीसेट कर दिया गया। उपयोगकर्ता को अगली बार साइन इन करते समय नया पासवर्ड चुनना होगा।',
  },
  cannotResetOwnPassword: { en: 'To change your own password, use your profile.', hi: 'अपना पासवर्ड बदलने के लिए अपनी प्रोफ़ाइल का उपयोग करें।' },
  signInNotLocked: { en: 'Signing in to this account is not locked', hi: 'इस खाते से साइन इन करने पर कोई रोक नहीं है' },
  userUnlocked: {
    en: 'Sign-in unlocked: the user can sign in again at once.',
    hi: 'साइन इन पर लगी रोक हटा दी गई: उपयोगकर्ता अब तुरंत साइन इन कर सकता है।',
  },

  // users and roles
  userInactivated: { en: 'User set inactive', hi: 'उपयोगकर्ता निष्क्रिय कर दिया गया' },
  cannotInactivateSelf: { en: 'You cannot set your own account inactive', hi: 'आप अपना स्वयं का खाता निष्क्रिय नहीं कर सकते' },
  ownAccessLocked: {
    en: 'You cannot change your own role or status so that you lose access to user management',
    hi: 'आप अपनी भूमिका या स्थिति इस प्रकार नहीं बदल सकते कि उपयोगकर्ता प्रबंधन तक आपकी पहुँच समाप्त हो जाए',
  },
  ownRoleManagementLocked: {
    en: 'You cannot remove role management from your own role: there might be no one left to give it back',
    hi: 'आप अपनी ही भूमिका से भूमिका प्रबंधन का विशेषाधिकार नहीं हटा सकते: हो सकता है कि फिर इसे वापस देने वाला कोई न रहे',
  },
  roleBeyondOwn: {
    en: 'This role has administrative privileges you do not have: you cannot give it, or manage users who hold it',
    hi: 'इस भूमिका में ऐसे प्रशासनिक विशेषाधिकार हैं जो आपके पास नहीं हैं: आप न यह भूमिका दे सकते हैं, न इसके उपयोगकर्ताओं का प्रबंधन कर सकते हैं',
  },
  privilegeBeyondOwn: {
    en: 'You can give a role only those administrative privileges that you have yourself',
    hi: 'आप किसी भूमिका को केवल वही प्रशासनिक विशेषाधिकार दे सकते हैं जो स्वयं आपके पास हैं',
  },
  ownRoleWorkflowPrivilege: {
    en: 'You cannot give your own role a privilege to submit, review or approve forms: that work must stay with someone who does not manage roles',
    hi: 'आप अपनी ही भूमिका को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने का विशेषाधिकार नहीं दे सकते: यह कार्य उसी के पास रहना चाहिए जो भूमिकाओं का प्रबंधन नहीं करता',
  },
  ownAccountInWorkflowRole: {
    en: 'You cannot give your own account, or an account with your own e-mail, mobile number or Aadhaar number, a role that submits, reviews or approves forms: that work must stay with someone else',
    hi: 'आप अपने ही खाते को, या अपने ही ई-मेल, मोबाइल नंबर या आधार संख्या वाले खाते को, फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका नहीं दे सकते: यह कार्य किसी अन्य व्यक्ति के पास रहना चाहिए',
  },
  ownEmailInWorkflowRole: {
    en: 'This is your own e-mail address: an account with it cannot have a role that submits, reviews or approves forms',
    hi: 'यह आपका अपना ई-मेल पता है: इस ई-मेल वाले खाते को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका नहीं दी जा सकती',
  },
  ownMobileInWorkflowRole: {
    en: 'This is your own mobile number: an account with it cannot have a role that submits, reviews or approves forms',
    hi: 'यह आपका अपना मोबाइल नंबर है: इस मोबाइल नंबर वाले खाते को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका नहीं दी जा सकती',
  },
  ownAadhaarInWorkflowRole: {
    en: 'This is your own Aadhaar number: an account with it cannot have a role that submits, reviews or approves forms',
    hi: 'यह आपकी अपनी आधार संख्या है: इस आधार संख्या वाले खाते को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका नहीं दी जा सकती',
  },
  dutiesSeparated: {
    en: 'One role cannot both manage users or roles and submit, review or approve forms: give these privileges to separate roles',
    hi: 'एक ही भूमिका उपयोगकर्ताओं या भूमिकाओं का प्रबंधन और फ़ॉर्म प्रस्तुत करना, समीक्षा करना या अनुमोदित करना, दोनों नहीं कर सकती: ये विशेषाधिकार अलग-अलग भूमिकाओं को दें',
  },
  builtInRoleLevelFixed: {
    en: 'The scope level of a built-in role cannot be changed: create a new role instead',
    hi: 'अंतर्निहित भूमिका का स्तर नहीं बदला जा सकता: इसके स्थान पर नई भूमिका बनाएँ',
  },
  roleLevelUsersLackPlace: {
    en: 'Users of this role have no place at the new scope level: give them one first',
    hi: 'इस भूमिका के उपयोगकर्ताओं का नए स्तर पर कोई स्थान नहीं है: पहले उन्हें स्थान दें',
  },
  levelBeyondOwn: {
    en: 'You cannot give a role a wider scope level than your own',
    hi: 'आप किसी भूमिका को अपने स्तर से अधिक व्यापक स्तर नहीं दे सकते',
  },
  roleExists: { en: 'A role with this name already exists', hi: 'इस नाम की भूमिका पहले से मौजूद है' },
  roleNameNeedsLetters: { en: 'The role name must contain English letters or digits', hi: 'भूमिका के नाम में अंग्रेज़ी अक्षर या अंक होने चाहिए' },
  roleCreated: { en: 'Role created', hi: 'भूमिका बनाई गई' },
  roleUpdated: { en: 'Role updated', hi: 'भूमिका अद्यतन की गई' },
} as const satisfies Record<string, Text>;
