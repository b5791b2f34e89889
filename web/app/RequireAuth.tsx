import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { hasPrivilege, signedOut } from '../auth/session';
import { useSession } from './useSession';

/**
 * Route guard of spec §6: no session, or a missing privilege, sends the user to
 * sign-in. A signed-in user without the privilege is told why.
 */
export function RequireAuth({ privilege, children }: { privilege?: number; children: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After a logout, the next user must not land on the last user's page.
    const from = signedOut() ? undefined : location.pathname + location.search + location.hash;
    return <Navigate to="/session/signin" replace state={from ? { from } : null} />;
  }
  if (privilege !== undefined && !hasPrivilege(session, privilege)) {
    const message = t`Your account may not open this page. Sign in with an account that has access to it.`;
    return <Navigate to="/session/signin" replace state={{ message }} />;
  }
  return <>{children}</>;
}
