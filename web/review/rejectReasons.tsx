import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/call';
import { referenceQuery } from '../app/queryClient';
import { lookupKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { pick } from '../i18n';

/** The reasons a reviewer may give for sending a form back to the school (kept as reference data: it rarely changes). */
export function useRejectReasons(enabled = true) {
  return useQuery({ queryKey: lookupKeys.rejectReasons, queryFn: () => apiCall('get', '/v1/form/reject/reason/list'), enabled, ...referenceQuery });
}

/** The options of a reason select: "Select a reason" first, then each reason in the page's language. */
export function ReasonOptions({ reasons }: { reasons: ReturnType<typeof useRejectReasons>['data'] }) {
  const { t } = useLingui();
  const { lang } = useLang();
  return (
    <>
      <option value="">{t`Select a reason`}</option>
      {(reasons ?? []).map((r) => (
        <option key={String(r.id)} value={String(r.id)}>
          {pick(r.label, lang)}
        </option>
      ))}
    </>
  );
}
