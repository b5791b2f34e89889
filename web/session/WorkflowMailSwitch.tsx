import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { failureText } from '../api/client';
import { apiCall } from '../api/call';
import { Alert } from '../components/Alert';
import type { Profile } from './types';

/**
 * The user's own switch for workflow e-mails (form sent back or approved, forms to review, a
 * cycle's start and end), saved as soon as it is flipped. Account e-mails are not switchable.
 */
export function WorkflowMailSwitch({ profile, onSaved }: { profile: Profile; onSaved?: (p: Profile) => void }) {
  const { t } = useLingui();
  const [on, setOn] = useState(profile.workflowMails !== false);
  useEffect(() => setOn(profile.workflowMails !== false), [profile.workflowMails]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const email = profile.email;

  const flip = async (next: boolean) => {
    setError(null);
    setSaved(null);
    setBusy(true);
    setOn(next);
    try {
      const value = await apiCall('post', '/v1/user/profile', { body: { workflowMails: next } });
      setOn(value.workflowMails !== false);
      setSaved(next ? t`Workflow e-mails are on.` : t`Workflow e-mails are off.`);
      onSaved?.(value);
    } catch (err) {
      setOn(!next);
      setError(failureText(err, t`Error While updating data!!`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="workflow-mails-title">
      <h2 id="workflow-mails-title" className="card-title">{t`Workflow e-mails`}</h2>
      <label className="mail-switch">
        <input
          type="checkbox"
          role="switch"
          id="workflow-mails"
          checked={on}
          disabled={busy}
          aria-describedby="workflow-mails-help"
          onChange={(e) => void flip(e.target.checked)}
        />
        <span>{on ? t`On` : t`Off`}</span>
      </label>
      <p id="workflow-mails-help" className="muted small">
        {email
          ? t`E-mails to ${email} when a form is sent back or approved, when forms reach you for review, and when a cycle starts or nears its end. Password and sign-in e-mails always come.`
          : t`Add an e-mail address to your details to receive these e-mails.`}
      </p>
      {saved && (
        <Alert kind="success" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {error && <Alert kind="error">{error}</Alert>}
    </section>
  );
}
