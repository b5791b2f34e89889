import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { ActionMessage, type ActionMessageValue } from '../editor/ActionMessage';
import { AcceptDialog } from './AcceptDialog';
import { AddFromFormDialog } from './AddFromFormDialog';
import { EditDialog } from './EditDialog';
import { testSchoolsApi, testSchoolsKey, type TestSchool } from './testSchoolsApi';
import './testSchools.css';

type Props = {
  version: string;
  editable: boolean;
  /** A test school or an acceptance changed: the draft's check, if open, reads again. */
  onChanged?: () => void;
};

type Open = { kind: 'add' } | { kind: 'edit' | 'accept' | 'delete' | 'withdraw'; item: TestSchool } | null;

/**
 * The draft's test schools: each with the grade it should get and the grade it gets under this
 * draft (re-scored whenever the draft reloads), passing, failing or accepted with a reason. Rows'
 * dialogs live here, not in the rows, so a reload never closes what the officer is typing in.
 */
export function TestSchoolsPanel({ version, editable, onChanged }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: testSchoolsKey(version), queryFn: () => testSchoolsApi.list(version) });
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<ActionMessageValue>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: testSchoolsKey(version) });
  const done = (text: string) => {
    setOpen(null);
    setMessage({ kind: 'success', text });
    reload();
    onChanged?.();
  };
  const act = async (action: () => Promise<unknown>, text: string) => {
    setBusy(true);
    try {
      await action();
      done(text);
    } catch (e) {
      setOpen(null);
      setMessage({ kind: 'error', text: errorText(e) });
      reload();
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (s: TestSchool) => (lang === 'hi' && s.name.hi) || s.name.en;
  // In the reader's language, else the other one's (marked with its language): a school described in one language only still says what it stands for.
  const descriptionOf = (s: TestSchool): { text: string; lang: 'en' | 'hi' } | null => {
    const own = lang === 'hi' ? s.descriptionHi : s.description;
    const other = lang === 'hi' ? s.description : s.descriptionHi;
    return own ? { text: own, lang } : other ? { text: other, lang: lang === 'hi' ? 'en' : 'hi' } : null;
  };
  const items = list.data?.items ?? [];
  const failing = items.filter((s) => s.result.state === 'fail').length;
  const grades = list.data?.grades ?? [];
  const when = (iso: string) => new Date(iso).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN');

  return (
    <section className="card test-schools" id="test-schools" aria-labelledby="test-schools-title" data-testid="test-schools">
      <div className="test-schools-head">
        <h2 className="card-title" id="test-schools-title">
          {t`Test schools`}
          {failing > 0 && <span className="todo-badge test-school-failing">{t`${failing} failing`}</span>}
        </h2>
        {editable && (
          <button type="button" className="btn btn-sm" onClick={() => setOpen({ kind: 'add' })} disabled={!list.data}>
            {t`Add from a school's form`}
          </button>
        )}
      </div>
      <ActionMessage message={message} onClose={() => setMessage(null)} testId="test-schools-message" />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert kind="error">{errorText(list.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="test-schools-empty">
          {t`No test schools yet: a test school is a set of answers with the grade it should get ("a small rural primary with no lab should be B"). Each is scored again under the draft whenever it changes, and one that gets another grade stops publishing until it is accepted with a reason. Add one from a school's form, or pick answers in the preview and save them.`}
        </p>
      ) : (
        <ul className="test-school-list">
          {items.map((s) => {
            const a = s.result.acceptance;
            const d = descriptionOf(s);
            return (
              <li key={s.id} className={`test-school test-school-${s.result.state}`} data-testid={`test-school-${s.id}`}>
                <div className="test-school-main">
                  <strong>{nameOf(s)}</strong>
                  {d && <span className="muted" lang={d.lang} data-testid="test-school-description"> · {d.text}</span>}
                </div>
                <div className="test-school-grades">
                  <span>{t`Should be ${s.expectedGrade}`}</span>
                  <span>{t`Under this draft: ${s.result.grade ?? '–'}`}</span>
                  <span className={`status-chip test-school-state-${s.result.state}`}>
                    {s.result.state === 'pass' ? t`Passes` : s.result.state === 'accepted' ? t`Accepted` : t`Fails`}
                  </span>
                </div>
                {a && a.holds && <p className="small">{t`Accepted by ${a.by ?? '–'} (${when(a.at)}): ${a.reason}`}</p>}
                {a && !a.holds && <p className="small muted">{t`Accepted earlier at grade ${a.grade ?? '–'}; the draft has moved it since, so it needs a new look.`}</p>}
                {s.result.answersDropped > 0 && <p className="small muted">{t`${s.result.answersDropped} of its answers do not fit this draft and are left out.`}</p>}
                {editable && (
                  <div className="test-school-actions">
                    {s.result.state === 'fail' && (
                      <button type="button" className="btn btn-xs btn-primary" disabled={busy} onClick={() => setOpen({ kind: 'accept', item: s })}>
                        {t`Accept with a reason`}
                      </button>
                    )}
                    {a && (
                      <button type="button" className="btn btn-xs" disabled={busy} onClick={() => setOpen({ kind: 'withdraw', item: s })}>
                        {t`Withdraw the acceptance`}
                      </button>
                    )}
                    <button type="button" className="btn btn-xs" disabled={busy} onClick={() => setOpen({ kind: 'edit', item: s })}>
                      {t`Change`}
                    </button>
                    <button type="button" className="btn btn-xs btn-danger" disabled={busy} onClick={() => setOpen({ kind: 'delete', item: s })}>
                      {t`Delete`}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <>
          <AddFromFormDialog open={open?.kind === 'add'} grades={grades} onClose={() => setOpen(null)} onDone={(name) => done(t`Test school ${name} saved.`)} />
          <EditDialog item={open?.kind === 'edit' ? open.item : null} grades={grades} onClose={() => setOpen(null)} onDone={() => done(t`Saved.`)} onReload={reload} />
          <AcceptDialog item={open?.kind === 'accept' ? open.item : null} version={version} onClose={() => setOpen(null)} onDone={() => done(t`Accepted. Publishing is no longer stopped by this test school.`)} />
          <ConfirmDialog
            open={open?.kind === 'delete'}
            title={open?.kind === 'delete' ? t`Delete the test school ${nameOf(open.item)}?` : ''}
            confirmLabel={t`Delete`}
            busy={busy}
            onConfirm={() => open?.kind === 'delete' && void act(() => testSchoolsApi.remove(open.item.id, open.item.revision), t`Deleted.`)}
            onCancel={() => setOpen(null)}
          >
            {t`It is no longer scored under any draft. Its answers cannot be brought back.`}
          </ConfirmDialog>
          <ConfirmDialog
            open={open?.kind === 'withdraw'}
            title={t`Withdraw the acceptance?`}
            confirmLabel={t`Withdraw`}
            busy={busy}
            onConfirm={() => open?.kind === 'withdraw' && void act(() => testSchoolsApi.withdraw(open.item.id, version), t`Acceptance withdrawn.`)}
            onCancel={() => setOpen(null)}
          >
            {t`If the test school still fails, publishing is stopped again until it is accepted.`}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
