import { useEffect, useEffectEvent, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Text } from '../../../../engine';
import { ApiError, errorText } from '../../../api/client';
import { recordConflict, type RecordConflict } from '../../../api/revision';
import { Dialog } from '../../../components/Dialog';
import { RecordConflictNotice } from '../../../components/RecordConflictNotice';
import { TestSchoolFieldsForm, toFields, useFieldsCheck, type FieldsDraft } from './TestSchoolFields';
import { testSchoolsApi, type TestSchool } from './testSchoolsApi';

type Props = { item: TestSchool | null; grades: { grade: string; label: Text }[]; onClose: () => void; onDone: () => void; onReload: () => void };

const draftOf = (s: TestSchool): FieldsDraft => ({
  en: s.name.en,
  hi: s.name.hi ?? '',
  description: s.description ?? '',
  descriptionHi: s.descriptionHi ?? '',
  expectedGrade: s.expectedGrade,
});

/**
 * Changes a test school's name, description or expected grade against the revision it was opened
 * at: if someone changed it since, it says who and when and offers to save over it or load theirs.
 */
export function EditDialog({ item, grades, onClose, onDone, onReload }: Props) {
  const { t } = useLingui();
  const check = useFieldsCheck();
  const [fields, setFields] = useState<FieldsDraft | null>(null);
  const [revision, setRevision] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<(RecordConflict & { revision: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useEffectEvent(() => {
    setFields(item ? draftOf(item) : null);
    setRevision(item?.revision ?? 0);
    setError(null);
    setConflict(null);
  });
  // A new item opened, not each reload of the same one.
  const itemId = item?.id;
  useEffect(() => open(), [itemId]);
  if (!item || !fields) return null;
  const save = async (at: number) => {
    const problem = check(fields);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await testSchoolsApi.update(item.id, at, toFields(fields));
      setConflict(null);
      onDone();
    } catch (e) {
      const c = recordConflict(e);
      const now = e instanceof ApiError ? Number(e.details[0]?.revision) : NaN;
      if (c && Number.isInteger(now)) setConflict({ ...c, revision: now });
      else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={t`Change the test school`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void save(revision)} disabled={busy}>
            {t`Save`}
          </button>
        </>
      }
    >
      <TestSchoolFieldsForm value={fields} onChange={setFields} grades={grades} disabled={busy} />
      {conflict && (
        <RecordConflictNotice
          conflict={conflict}
          busy={busy}
          onKeepMine={() => {
            setRevision(conflict.revision);
            void save(conflict.revision);
          }}
          onLoadTheirs={() => {
            onReload();
            onClose();
          }}
        />
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
