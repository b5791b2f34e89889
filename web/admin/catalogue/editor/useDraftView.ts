import { useQuery, useQueryClient } from '@tanstack/react-query';
import { editorQuery, hasSettled } from '../../../app/queryClient';
import { useSession } from '../../../app/useSession';
import { hasPrivilege } from '../../../auth/session';
import { ADMIN_PRIV } from '../../privileges';
import { approvalApi, approvalKey } from './approvalApi';
import { commentKeys, commentsApi } from './commentsApi';
import { testSchoolsApi, testSchoolsKey } from '../test-schools/testSchoolsApi';
import { draftApi } from './draftApi';

/** What the catalogue editor reads of a version, and what the officer may do with it. */
export function useDraftView(version: string) {
  // The part being edited is a working copy of this answer: never refetched under it (a refetch
  // would also bring newer revisions, and a save would then overwrite another's change unwarned).
  const view = useQuery({ queryKey: ['catalogue', 'version', version], queryFn: () => draftApi.open(version), ...editorQuery });
  // Hindi to re-check: under the draft's key, so every reload of the draft refreshes it.
  const recheck = useQuery({ queryKey: ['catalogue', 'version', version, 'recheck'], queryFn: () => draftApi.recheck(version), enabled: view.data?.status === 'draft' });
  // Comment threads per part: the outline's marks and the publish dialog's count.
  const comments = useQuery({ queryKey: commentKeys.counts(version), queryFn: () => commentsApi.counts(version), enabled: !!view.data });
  const queryClient = useQueryClient();
  /** The draft after a change, with its change histories (under the same key). */
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'version', version] });
  const data = view.data;
  // A draft sent for approval is read, not edited, until it is sent back or published (issue 27).
  const approval = useQuery({ queryKey: approvalKey(version), queryFn: () => approvalApi.get(version), enabled: data?.status === 'draft' });
  const isDraft = data?.status === 'draft';
  const session = useSession();
  // An approving officer may hold 61 alone: they read the draft, comment on it and approve it, never edit it.
  const mayEdit = hasPrivilege(session, ADMIN_PRIV.catalogue);
  const editable = mayEdit && isDraft && approval.data?.state !== 'awaitingApproval';
  const userId = session?.logInUser.userId ?? 0;
  // The panels above the outline (approval, Hindi to re-check, test schools) grow when their
  // calls answer: the page is drawn once they have (or failed), so the outline and the part
  // being edited are not pushed down under the officer (a layout shift of 0.07-0.08 on a phone).
  // The same key as TestSchoolsPanel's list: one call serves both.
  const testSchools = useQuery({ queryKey: testSchoolsKey(version), queryFn: () => testSchoolsApi.list(version), enabled: !!data });
  const settled = !!data && [recheck, comments, approval, testSchools].every(hasSettled);
  return { view, data, recheck, comments, reload, isDraft, mayEdit, editable, userId, settled };
}
