import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { apiCall } from '../../api/call';
import { endSession, homePath } from '../../auth/session';
import { useSession } from '../../app/useSession';
import { ChangePassword } from '../ChangePassword';
import { PublicPage } from '../PublicPage';

/** The page the user was on their way to, when it is one of the app's own (never a session page). */
function safeFrom(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/session/') ? from : null;
}

/**
 * /session/change-password: when someone else chose the password (an administrator made the
 * account, or reset or set its password), the user chooses their own before anything else (every
 * other page sends them here, and the server refuses other calls until then). Outside the shell:
 * its menus would lead nowhere meanwhile.
 */
export default function MustChangePassword() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const from = safeFrom((location.state as { from?: unknown } | null)?.from);

  if (!session) return <Navigate to="/session/signin" replace />;
  if (!session.mustChangePassword) return <Navigate to={from ?? homePath(session)} replace />;

  const signOut = async () => {
    setLeaving(true);
    try {
      await apiCall('post', '/v1/identity/logout', { body: {} });
    } catch {
      // spec §7: logout failure is ignored; local data is cleared anyway
    }
    endSession({ byUser: true });
    navigate('/session/signin', { replace: true });
  };

  return (
    <PublicPage
      title={t`Choose a new password`}
      lead={t`Your password was set by an administrator. Choose your own before you go on: the password you were given works only for this.`}
    >
      <ChangePassword loginId={session.logInUser.loginId} currentLabel={t`Temporary password`} onChanged={() => navigate(from ?? homePath(session), { replace: true })} />
      <div className="session-links">
        <button type="button" className="btn" onClick={() => void signOut()} disabled={leaving}>
          {t`Log out`}
        </button>
      </div>
    </PublicPage>
  );
}
