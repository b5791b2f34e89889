import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/call';
import { referenceQuery } from '../app/queryClient';
import { useLang } from '../app/LangContext';

/**
 * "What changed in this version": the published change notice of the catalogue version a school's
 * form or report card was made with, shown only when that version was based on another (the first
 * version has nothing to explain) and only when the notice can be read.
 */
export function ChangeNoticeLink({ version }: { version: string }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const notice = useQuery({
    queryKey: ['catalogue', 'notice-link', version, lang],
    queryFn: () => apiCall('get', '/v1/catalogue/{version}/notice', { path: { version }, query: { lang } }),
    ...referenceQuery,
    retry: false,
  });
  const n = notice.data;
  if (!n || !n.from || n.status !== 'published') return null;
  return (
    <Link to={`/catalogue/${encodeURIComponent(version)}/notice`} data-testid="change-notice-link">
      {t`What changed in this version`}
    </Link>
  );
}
