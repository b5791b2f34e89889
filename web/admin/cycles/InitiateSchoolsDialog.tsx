import { useEffect, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { useAskBeforeClose } from '../../components/UnsavedChangesConfirm';
import type { Cycle, SchoolWithoutForm } from '../types';
import { SchoolChoiceList } from './SchoolChoiceList';
import { useSchoolsWithoutForm } from './useSchoolsWithoutForm';
import './cycles.css';

type Props = {
  /** The cycle whose missing schools are offered; null keeps the dialog closed. */
  cycle: Cycle | null;
  onClose: () => void;
  /** The forms were created: the server's message, to show on the screen. */
  onDone: (message: string) => void;
};

/**
 * Gives schools added after a cycle was initiated their forms: all of them or
 * the ones chosen, after the declaration and a confirmation that says how many.
 */
export function InitiateSchoolsDialog({ cycle, onClose, onDone }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const [search, setSearch] = useState('');
  const list = useSchoolsWithoutForm(cycle?.cycleid ?? null, search, lang);
  const [mode, setMode] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<Map<string, SchoolWithoutForm>>(new Map());
  const [consent, setConsent] = useState(false);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // A new cycle starts a new choice.
  useEffect(() => {
    setSearch('');
    setMode('all');
    setChosen(new Map());
    setConsent(false);
    setStep('choose');
    setFailure(null);
  }, [cycle?.cycleid]);
  // Schools picked one by one are asked about before the dialog (Cancel, Escape) or the tab closes.
  const { close, confirm } = useAskBeforeClose(!!cycle && mode === 'chosen' && chosen.size > 0, onClose, busy);

  if (!cycle) return null;
  const name = cycle.name;
  // Without a search the list's total is every school still without a form, and fresher than the cycle row's count.
  const missing = !search && list.loaded ? list.total : cycle.schoolsWithoutForm;
  const count = mode === 'all' ? missing : chosen.size;

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const body = mode === 'all' ? { all: true as const, consent: true } : { schoolCodes: [...chosen.keys()], consent: true };
      const { value, message } = await apiActionCall('post', '/v1/cycle/{cycleid}/initiate/schools', { path: { cycleid: cycle.cycleid }, body });
      onDone(message || t`Forms created: ${value.initiated ?? 0}`);
    } catch (err) {
      // Back to the choice, with the list as it is now (another user may have been quicker).
      setFailure(errorText(err));
      setStep('choose');
      setChosen(new Map());
      list.reload();
    } finally {
      setBusy(false);
    }
  };

  const actions =
    step === 'choose' ? (
      <>
        <button type="button" className="btn" onClick={close}>{t`Cancel`}</button>
        <button type="button" className="btn btn-primary" disabled={!consent || count === 0} onClick={() => setStep('confirm')}>
          {t`Continue`}
        </button>
      </>
    ) : (
      <>
        <button type="button" className="btn" onClick={() => setStep('choose')} disabled={busy}>{t`Back`}</button>
        <button type="button" className="btn btn-primary" onClick={() => void run()} disabled={busy}>
          {busy ? t`Initiating…` : t`Initiate forms`}
        </button>
      </>
    );

  return (
    <Dialog open wide title={t`Schools without a form in cycle ${name}`} onClose={close} actions={actions}>
      {failure && <Alert kind="error">{failure}</Alert>}
      {step === 'choose' ? (
        <div data-testid="initiate-schools-choose">
          <p>
            <Plural
              value={missing}
              one="# active school has no accreditation form in this cycle yet, usually because it was added after the cycle was initiated."
              other="# active schools have no accreditation form in this cycle yet, usually because they were added after the cycle was initiated."
            />
          </p>
          <fieldset className="initiate-choice">
            <legend>{t`Which schools get a form?`}</legend>
            <label className="check-label">
              <input type="radio" name="initiate-mode" checked={mode === 'all'} onChange={() => setMode('all')} />
              <Plural value={missing} one="The # school without a form" other="All # schools without a form" />
            </label>
            <label className="check-label">
              <input type="radio" name="initiate-mode" checked={mode === 'chosen'} onChange={() => setMode('chosen')} />
              {t`Only the schools I choose`}
            </label>
          </fieldset>
          {mode === 'chosen' && <SchoolChoiceList list={list} onSearch={setSearch} chosen={chosen} onChange={setChosen} />}
          <label className="consent">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <span>{t`I declare that these schools are active and take part in accreditation cycle ${name}, and that an accreditation form is to be created for each of them.`}</span>
          </label>
        </div>
      ) : (
        <div data-testid="initiate-schools-confirm">
          <p>
            <Plural
              value={count}
              one={`An accreditation form will be created in cycle ${name} for # school. Its school head can then start the self-evaluation.`}
              other={`An accreditation form will be created in cycle ${name} for each of # schools. Their school heads can then start the self-evaluation.`}
            />
          </p>
          {busy && <p className="muted" role="status">{t`Creating the forms…`}</p>}
        </div>
      )}
      {confirm}
    </Dialog>
  );
}
