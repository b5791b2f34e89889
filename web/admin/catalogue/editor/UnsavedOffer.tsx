import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';

/** Edits of the part in hand that this device kept and the draft does not have: restore or discard them. */
export function UnsavedOffer({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useLingui();
  const { lang } = useLang();
  return (
    <Alert kind="info">
      {t`Changes to this part that were not saved (${new Date(savedAt).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}) are kept on this device.`}{' '}
      <button type="button" className="btn btn-sm" onClick={onRestore}>
        {t`Restore them`}
      </button>{' '}
      <button type="button" className="btn btn-sm" onClick={onDiscard}>
        {t`Discard them`}
      </button>
    </Alert>
  );
}

/** The other parts whose edits this device kept unsaved, each a button that opens it. */
export function KeptElsewhere({ targets, onOpen }: { targets: string[]; onOpen: (target: string) => void }) {
  const { t } = useLingui();
  if (targets.length === 0) return null;
  return (
    <Alert kind="info">
      <span className="unsaved-list" data-testid="unsaved-parts">
        {t`Changes not saved, kept on this device:`}
        {targets.map((target) => (
          <button key={target} type="button" className="btn btn-xs" onClick={() => onOpen(target)}>
            {target.replace(/^version$/, t`Title`)}
          </button>
        ))}
      </span>
    </Alert>
  );
}
