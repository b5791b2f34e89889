import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formCalls, takeCall } from '../form/formLoads';
import { referenceQuery } from '../app/queryClient';
import { useLang } from '../app/LangContext';

/**
 * The published change notice of a catalogue version, when it can be read. Pending until `version`
 * is known; a page that shows the link above its content waits for it to settle, so the link
 * does not push that content down when it comes (web/form/DomainForm.tsx).
 */
export function useChangeNotice(version: string | undefined) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['catalogue', 'notice-link', version, lang],
    // The domain form's opening starts this call as soon as it knows the version (web/form/formLoads.ts).
    queryFn: () => takeCall(...formCalls.notice(version!, lang)),
    ...referenceQuery,
    enabled: version !== undefined,
    retry: false,
  });
}

/**
 * "What changed in this version": the published change notice of the catalogue version a school's
 * form or report card was made with, shown only when that version was based on another (the first
 * version has nothing to explain) and only when the notice can be read.
 */
export function ChangeNoticeLink({ version }: { version: string }) {
  const { t } = useLingui();
  const n = useChangeNotice(version).data;
  if (!n || !n.from || n.status !== 'published') return null;
  return (
    <Link to={`/catalogue/${encodeURIComponent(version)}/notice`} data-testid="change-notice-link">
      {t`What changed in this version`}
    </Link>
  );
}
