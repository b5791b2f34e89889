import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { testSchoolsApi, type TestSchool } from './testSchoolsApi';
import { useLang } from '../../../app/LangContext';

type Props = { item: TestSchool | null; version: string; onClose: () => void; onDone: () => void };

/** Accepts a failing result under this draft with a reason; a refusal keeps the reason typed. */
export function AcceptDialog({ item, version, onClose, onDone }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setError(null);
    setReason('');
  }, [item?.id]);
  if (!item) return null;
  const name = (lang === 'hi' && item.name.hi) || item.name.en;
  const got = item.result.grade ?? '–';
  const send = async () => {
    if (!reason.trim()) return setError(t`Write why this result is right for the draft.`);
    setBusy(true);
    setError(null);
    try {
      await testSchoolsApi.accept(item.id, version, item.result.grade, reason.trim());
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t`Accept the result of ${name}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy}>
            {t`Accept with this reason`}
          </button>
        </>
      }
    >
      <p>{t`It should be ${item.expectedGrade} and gets ${got} under this draft. Accepting lets the draft be published; if a later change moves its grade again, it must be accepted again.`}</p>
      <div className="field">
        <label htmlFor={id}>{t`Reason`}</label>
        <textarea id={id} rows={3} maxLength={1000} value={reason} disabled={busy} onChange={(e) => setReason(e.target.value)} />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
