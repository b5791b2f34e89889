import { Plural, useLingui } from '@lingui/react/macro';
import { Dialog } from '../components/Dialog';

type Props = {
  /** Seconds left before the sign-out; null: no warning. */
  secondsLeft: number | null;
  onStay: () => void;
  onSignOut: () => void;
};

/** The warning a minute before an idle sign-out, with its live countdown and "Stay signed in". */
export function IdleWarning({ secondsLeft, onStay, onSignOut }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={secondsLeft !== null}
      title={t`Are you still there?`}
      // Escape is an answer too: whoever pressed it is at the keyboard.
      onClose={onStay}
      actions={
        <>
          <button type="button" className="btn" onClick={onSignOut}>
            {t`Log out`}
          </button>
          <button type="button" className="btn btn-primary" onClick={onStay} autoFocus data-testid="stay-signed-in">
            {t`Stay signed in`}
          </button>
        </>
      }
    >
      <p>{t`You have not used the app for a while. For your security, you will be signed out.`}</p>
      {/* A timer role: read when asked, not announced every second. */}
      <p className="idle-countdown" role="timer" data-testid="idle-countdown">
        <Plural value={secondsLeft ?? 0} one="Signing out in # second" other="Signing out in # seconds" />
      </p>
    </Dialog>
  );
}
