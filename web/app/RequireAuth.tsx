import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { CHANGE_PASSWORD_PATH, hasPrivilege, homePath, signedOut } from '../auth/session';
import { useSession } from './useSession';

/**
 * Route guard of spec §6: no session sends the user to sign-in. A signed-in user without the
 * privilege stays signed in and is told why, with a way to their own start page (a custom role
 * used to be thrown back to sign-in after a good login).
 */
export function RequireAuth({ privilege, children }: { privilege?: number | readonly number[]; children: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After a logout, the next user must not land on the last user's page.
    const from = signedOut() ? undefined : location.pathname + location.search + location.hash;
    return <Navigate to="/session/signin" replace state={from ? { from } : null} />;
  }
  // A password the administrator reset is replaced before anything else (the server refuses the rest meanwhile).
  if (session.mustChangePassword) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace state={{ from: location.pathname + location.search + location.hash }} />;
  }
  if (privilege !== undefined && !hasPrivilege(session, privilege)) {
    // Signed in, just not allowed here: say so and offer the user's own start page, keeping the session.
    return (
      <div className="page" data-testid="not-allowed">
        <h1 className="page-title">{t`Your account may not open this page`}</h1>
        <p>{t`Your role does not give access to it. If your work needs it, ask your administrator.`}</p>
        <p>
          <Link className="btn btn-primary" to={homePath(session)} replace>
            {t`Go to your start page`}
          </Link>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
