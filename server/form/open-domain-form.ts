import type { Lang } from '../../engine';
import { PRIV } from '../auth/privileges';
import type { CurrentUser } from '../auth/current-user';
import type { Deps } from '../deps';
import { readsOneMoment } from '../db/snapshot';
import { listFormDocuments } from './documents';
import { formComments } from './form-comments';
import { formDomains, formJson } from './form-content';
import { formStatus } from './form-status';

/** Who may read a form's question comments (as GET /v1/form/:accrid/comments). */
const COMMENT_READERS = [PRIV.questionComments, PRIV.accreditation, PRIV.accreditationHm];

/**
 * Everything the domain form draws when it opens, in one answer: the domain's schema and answers
 * (as POST /v1/form/json), the domains with their counts, the status, the question comments and
 * the domain's evidence lists. A page opened from a link made these five calls at once, and over
 * HTTP/1.1 they held five of the browser's six connections while its code waited for the sixth
 * (issue 29); here the caller is checked once. Each part is what its own call answers, with that
 * call's checks: the form first, so its refusals (not found, school information first) are this
 * call's; a part the caller has no privilege for is null, and its own call answers why. All five
 * read one moment of the database, so the counts agree with the answers, and what two of them read
 * (the form, its answers, the school information) is read once (server/db/snapshot.ts).
 */
export const openDomainForm = readsOneMoment(async function openDomainForm(deps: Deps, user: CurrentUser, accrid: number, domainId: string, lang: Lang) {
  const form = await formJson(deps, user, accrid, domainId, lang);
  const mayComment = COMMENT_READERS.some((p) => user.privileges.has(p));
  const mayDocuments = user.privileges.has(PRIV.documents);
  // One after another: they share the snapshot's one connection, which runs one statement at a
  // time anyway, and node-postgres is dropping the queue it kept for statements sent at once (pg@9).
  const domains = await formDomains(deps, user, accrid);
  const status = await formStatus(deps, user, accrid, lang);
  const comments = mayComment ? await formComments(deps, user, accrid) : null;
  const documents = mayDocuments ? await listFormDocuments(deps, user, accrid, { domainId }) : null;
  return { form, domains, status, comments, documents };
});
