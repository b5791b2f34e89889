import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Answers, Grading } from '../../../../engine';
import { errorText } from '../../../api/client';
import { ActionMessage, type ActionMessageValue } from '../editor/ActionMessage';
import { emptyFields, TestSchoolFieldsForm, toFields, useFieldsCheck, type FieldsDraft } from './TestSchoolFields';
import { testSchoolsApi, testSchoolsKey } from './testSchoolsApi';

type Props = { version: string; answers: Answers; grading: Grading };

/**
 * Under the draft's preview: keeps the answers picked there as a test school (answers given
 * against this draft), with a name and the grade it should get.
 */
export function SavePreviewAnswers({ version, answers, grading }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const check = useFieldsCheck();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<FieldsDraft>(emptyFields);
  const [message, setMessage] = useState<ActionMessageValue>(null);
  const [busy, setBusy] = useState(false);
  const count = Object.keys(answers).length;
  const save = async () => {
    const problem = check(fields);
    if (problem) return setMessage({ kind: 'error', text: problem });
    setBusy(true);
    try {
      await testSchoolsApi.fromAnswers(toFields(fields), answers, version);
      setMessage({ kind: 'success', text: t`Test school ${fields.en.trim()} saved.` });
      setFields(emptyFields);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: testSchoolsKey(version) });
    } catch (e) {
      // What was typed stays in the fields.
      setMessage({ kind: 'error', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="test-school-save" data-testid="save-preview-answers">
      {!open ? (
        <button type="button" className="btn btn-sm" disabled={count === 0} onClick={() => (setOpen(true), setMessage(null))}>
          {t`Save the preview's answers as a test school`}
        </button>
      ) : (
        <>
          <p className="small muted">{t`${count} answers picked in the preview (of every domain) are kept with the grade the school should get.`}</p>
          <TestSchoolFieldsForm value={fields} onChange={setFields} grades={grading.bands} disabled={busy} />
          <div className="form-buttons">
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void save()}>
              {t`Save the test school`}
            </button>
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setOpen(false)}>
              {t`Cancel`}
            </button>
          </div>
        </>
      )}
      <ActionMessage message={message} onClose={() => setMessage(null)} testId="save-preview-message" />
    </div>
  );
}
