import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';

/**
 * "What changed in this version": the published change notice of the catalogue version a school's
 * form or report card was made with. `shown` comes with the form or the card (the server's
 * `changeNotice`: published and based on another version; the first version has nothing to
 * explain), so the page draws the link with its first view and asks for no notice to decide.
 */
export function ChangeNoticeLink({ version, shown }: { version: string; shown: boolean }) {
  const { t } = useLingui();
  if (!shown) return null;
  return (
    <Link to={`/catalogue/${encodeURIComponent(version)}/notice`} data-testid="change-notice-link">
      {t`What changed in this version`}
    </Link>
  );
}
