import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { User } from '../types';

type Props = {
  user: User | null;
  onClose: () => void;
  onDone: (kind: 'success' | 'error', text: string) => void;
};

/** Lifts the wait that unsuccessful sign-ins put on a user, after saying how many there were and until when. */
export function UnlockDialog({ user, onClose, onDone }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const [busy, setBusy] = useState(false);
  const name = user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : '';
  const failures = user?.signInLock?.failures ?? 0;
  const until = user?.signInLock ? new Date(user.signInLock.lockedUntil).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '';

  const confirm = async () => {
    if (!user) return;
    setBusy(true);
    try {
      const { message } = await apiActionCall('post', '/v1/user/{id}/unlock', { path: { id: user.userId }, body: {} });
      onDone('success', message || t`Sign-in unlocked: the user can sign in again at once.`);
    } catch (err) {
      onDone('error', errorText(err));
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog open={!!user} title={t`Unlock sign-in`} confirmLabel={t`Unlock`} busy={busy} onCancel={onClose} onConfirm={() => void confirm()}>
      <p>{t`Unsuccessful sign-in attempts for ${name}: ${failures}. Signing in is held back until ${until}, and longer after each further failure.`}</p>
      <p>{t`Unlock only when you know the attempts were the user's own: they can then sign in again at once, from any device. They are told by e-mail.`}</p>
    </ConfirmDialog>
  );
}
