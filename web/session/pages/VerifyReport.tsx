import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useLang } from '../../app/LangContext';
import { formatNumber } from '../../i18n';
import { PublicPage } from '../PublicPage';
import { TextField } from '../TextField';
import type { ApiValue } from '../../api/types';

/** What POST /v1/verify/report confirms about a report card. */
type Verified = ApiValue<'/v1/verify/report', 'post'>;

type Check = { code: string; k: string };

/** The code and key of a pasted verification address (the text under a report card's QR code). */
export function parseVerifyAddress(text: string): Check | null {
  try {
    const url = new URL(text.trim());
    const code = url.searchParams.get('code');
    const k = url.searchParams.get('k');
    return code && k ? { code, k } : null;
  } catch {
    return null;
  }
}

/**
 * /verify?code=&k=: anyone holding a report card (a parent, another office) scans its QR code and
 * sees what the department issued for that code, without signing in. Without an address in the
 * URL, the address printed on the card can be pasted.
 */
export default function VerifyReport() {
  const { t } = useLingui();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const k = params.get('k');
  const [result, setResult] = useState<Verified | null>(null);
  const [error, setError] = useState<{ notFound: boolean; text: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);

  useEffect(() => {
    if (!code || !k) return;
    let live = true;
    setLoading(true);
    setError(null);
    setResult(null);
    apiCall('post', '/v1/verify/report', { body: { code, k } })
      .then(
        (value) => live && setResult(value),
        (err: unknown) => live && setError({ notFound: err instanceof ApiError && (err.status === 404 || err.status === 400), text: errorText(err) }),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [code, k, lang]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = parseVerifyAddress(address);
    if (!found) {
      setAddressError(t`Paste the whole address printed under the QR code, starting with http.`);
      return document.getElementById('verify-address')?.focus();
    }
    setAddressError(null);
    setParams(found);
  };

  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long' }).format(new Date(iso)) : '—');

  return (
    <PublicPage title={t`Verify a report card`} lead={t`Check that a school's report card was issued by the department, and with which grade.`}>
      {loading && <Loading />}
      {error && <Alert kind="error">{error.notFound ? t`No report card was issued with this code. The card may be forged, or the address was copied wrongly.` : error.text}</Alert>}
      {result && (
        <div className="verify-result" data-testid="verify-result">
          <Alert kind="success">
            <Trans>This report card was issued by the department.</Trans>
          </Alert>
          <dl className="verify-facts">
            <dt>{t`School`}</dt>
            <dd>{result.schoolName}</dd>
            <dt>{t`UDISE code`}</dt>
            <dd>{result.udise}</dd>
            <dt>{t`Cycle`}</dt>
            <dd>{result.cycleName}</dd>
            <dt>{t`Report code`}</dt>
            <dd>{result.reportCode}</dd>
            <dt>{t`Date`}</dt>
            <dd>{date(result.accreditedAt)}</dd>
            <dt>{t`Score`}</dt>
            <dd>{result.score === null ? '—' : formatNumber(result.score, lang, 1)}</dd>
            <dt>{t`Grade`}</dt>
            <dd data-testid="verify-grade">
              <strong>{result.grade ?? '—'}</strong> {result.gradeText}
            </dd>
          </dl>
          <p className="muted small">{t`Compare these with the printed card: a card that differs from them was changed after it was issued.`}</p>
        </div>
      )}
      {(!code || !k || error) && !loading && (
        <form onSubmit={submit} noValidate>
          <TextField
            id="verify-address"
            label={t`Address under the QR code`}
            value={address}
            onChange={setAddress}
            type="url"
            error={addressError}
            hint={t`If you cannot scan the QR code, type or paste the address printed beside it.`}
          />
          <button type="submit" className="btn btn-primary">{t`Verify`}</button>
        </form>
      )}
    </PublicPage>
  );
}
