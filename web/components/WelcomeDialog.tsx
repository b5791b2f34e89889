import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../app/useSession';
import { Dialog } from './Dialog';

const FLAG = 'welcomePopup';

function flagIsDown(): boolean {
  try {
    return localStorage.getItem(FLAG) === '0';
  } catch {
    return false;
  }
}

/**
 * The welcome shown to a school head after each login (spec §1): sign-in sets the flag to 0,
 * the head reads the text, ticks the consent and continues; the flag becomes 1 until the next login.
 */
export function WelcomeDialog() {
  const { t } = useLingui();
  const session = useSession();
  const [open, setOpen] = useState(flagIsDown);
  const [agreed, setAgreed] = useState(false);
  const consentId = useId();
  if (!open || session?.logInUser.role !== 'SCHOOL_HEAD') return null;

  const close = () => {
    try {
      localStorage.setItem(FLAG, '1');
    } catch {
      // without storage it shows once per page load, which is still right after a login
    }
    setOpen(false);
  };

  return (
    <Dialog
      open
      title={t`Welcome to school self-evaluation`}
      onClose={() => undefined}
      actions={
        <button type="button" className="btn btn-primary" disabled={!agreed} onClick={close}>
          {t`Continue`}
        </button>
      }
    >
      <div className="welcome-body" data-testid="welcome-popup">
        <p>{t`Before you fill in the form:`}</p>
        <ul>
          <li>{t`Discuss the standards with your stakeholders: teachers, the School Management Committee (SMC), parents and students.`}</li>
          <li>{t`Review the classroom observation form.`}</li>
          <li>{t`Keep the evidence ready and upload it with the questions that ask for it.`}</li>
        </ul>
        <p>{t`Self-financed schools may choose Not Applicable for indicators that do not apply to them.`}</p>
        <label className="consent" htmlFor={consentId}>
          <input id={consentId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t`I have read these instructions and will fill in the form truthfully, with the evidence.`}</span>
        </label>
      </div>
    </Dialog>
  );
}
