// Fake answers of the role editor and the privilege switches, as the server words them in each language.
import { ok, type MockAnswer, type MockRequest, type MockRoute } from './mockApi';
import { roles } from './fixtures';

/** The custom block role of the fixtures (two users) and the built-in administrator. */
export const customRole = roles.find((r) => r.code === 'BLOCK_OFFICER')!;
export const builtInRole = roles.find((r) => r.code === 'ADMIN')!;

/** PUT /v1/roles/{id}: saved, answering the role with what was sent. */
export const roleSaved: MockRoute = {
  method: 'PUT',
  path: /^\/v1\/roles\/\d+$/,
  answer: (req: MockRequest) => ok({ ...customRole, ...(req.body as object) }, req.lang === 'hi' ? 'भूमिका अद्यतन की गई' : 'Role updated'),
};

/** PUT /v1/roles/{id} refused: the role's two users have no place at the new level (409, counted.messages.ts). */
export const roleLevelRefused: MockRoute = {
  method: 'PUT',
  path: /^\/v1\/roles\/\d+$/,
  answer: (req: MockRequest): MockAnswer => ({
    status: 409,
    errorCode: 'roleLevelUsersLackPlace',
    errorMessage:
      req.lang === 'hi'
        ? 'इस भूमिका के 2 उपयोगकर्ताओं का नए स्तर पर कोई स्थान नहीं है: पहले उन्हें स्थान दें, या कोई अन्य स्तर चुनें'
        : '2 users of this role have no place at the new scope level: give them one first, or choose another level',
    details: [{ field: 'scopeLevel', problem: 'usersLackPlace', users: 2 }],
  }),
};

/** POST /v1/roles/{id}/{privilege}/true refused: one's own role gets no workflow privilege (separation of duties, 409). */
export const workflowPrivilegeRefused: MockRoute = {
  method: 'POST',
  path: /^\/v1\/roles\/\d+\/\d+\/(true|false)$/,
  answer: (req: MockRequest): MockAnswer => ({
    status: 409,
    errorCode: 'ownRoleWorkflowPrivilege',
    errorMessage:
      req.lang === 'hi'
        ? 'आप अपनी ही भूमिका को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने का विशेषाधिकार नहीं दे सकते: यह कार्य उसी के पास रहना चाहिए जो भूमिकाओं का प्रबंधन नहीं करता'
        : 'You cannot give your own role a privilege to submit, review or approve forms: that work must stay with someone who does not manage roles',
    details: [{ field: 'privilegeId', problem: 'ownRole' }],
  }),
};
