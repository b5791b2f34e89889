import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Text } from '../../../../engine';
import { errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { Loading } from '../../../components/Loading';
import { Alert } from '../../../components/Alert';
import { emptyFields, TestSchoolFieldsForm, toFields, useFieldsCheck, type FieldsDraft } from './TestSchoolFields';
import { testSchoolsApi, type CopyableForm } from './testSchoolsApi';

type Props = { open: boolean; grades: { grade: string; label: Text }[]; onClose: () => void; onDone: (name: string) => void };

/** Search a school, pick its approved form, name the test school and say the grade it should get. */
export function AddFromFormDialog({ open, grades, onClose, onDone }: Props) {
  const { t } = useLingui();
  const id = useId();
  const check = useFieldsCheck();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CopyableForm | null>(null);
  const [fields, setFields] = useState<FieldsDraft>(emptyFields);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The search runs a moment after typing stops, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ queryKey: ['test-schools', 'forms', search], queryFn: () => testSchoolsApi.forms(search), enabled: open && (search.length === 0 || search.length >= 3) });
  const choose = (f: CopyableForm) => {
    // Start from the school's name and the grade its form got; what the officer typed over them stays.
    setFields((d) => ({
      ...d,
      en: !d.en || d.en === picked?.schoolName ? f.schoolName : d.en,
      expectedGrade: !d.expectedGrade || d.expectedGrade === (picked?.grade ?? '') ? (f.grade ?? '') : d.expectedGrade,
    }));
    setPicked(f);
  };
  const save = async () => {
    if (!picked) return setError(t`Pick a school's approved form.`);
    const problem = check(fields);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await testSchoolsApi.fromForm(toFields(fields), picked.accrid);
      onDone(fields.en.trim());
      setPicked(null);
      setFields(emptyFields);
      setTyped('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      wide
      title={t`Add a test school from a school's form`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy}>
            {t`Save the test school`}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={id}>{t`School name or code`}</label>
        <input id={id} type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        {typed.trim().length > 0 && typed.trim().length < 3 && <p className="field-hint">{t`Type at least 3 letters.`}</p>}
      </div>
      {found.isPending && found.fetchStatus !== 'idle' ? (
        <Loading />
      ) : found.isError ? (
        <Alert kind="error">{errorText(found.error)}</Alert>
      ) : found.data && found.data.length === 0 ? (
        <p className="muted">{t`No approved form matches. Only forms whose report card is generated can be copied.`}</p>
      ) : (
        <ul className="picker-results test-school-forms" aria-label={t`Approved forms`}>
          {(found.data ?? []).map((f) => (
            <li key={f.accrid}>
              <label className="check">
                <input type="radio" name={`${id}-form`} checked={picked?.accrid === f.accrid} onChange={() => choose(f)} />{' '}
                <span>
                  <strong>{f.schoolName}</strong> · {f.districtName} · {f.cycleName} · {t`grade ${f.grade ?? '–'}`}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {picked && <TestSchoolFieldsForm value={fields} onChange={setFields} grades={grades} disabled={busy} />}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
