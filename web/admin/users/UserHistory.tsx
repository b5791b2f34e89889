import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { keepWhile } from '../../app/queryClient';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { pick } from '../../i18n';
import type { RoleRef } from '../types';

/** The roles an event names in its detail (an account put into a role that moves forms), as the server recorded them. */
function rolesOf(detail: unknown): { role: number | null; roleCode: string; previous: number | null; previousCode: string; requestId: number | null } | null {
  if (!detail || typeof detail !== 'object' || !('roleId' in detail)) return null;
  const d = detail as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { role: num(d.roleId), roleCode: str(d.roleCode), previous: num(d.previousRoleId), previousCode: str(d.previousRoleCode), requestId: num(d.requestId) };
}

/** What was done to an account, by whom and when (GET /v1/user/{userid}/history), newest first. */
export function UserHistory({ userId, roles = [] }: { userId: number; roles?: RoleRef[] }) {
  const { t } = useLingui();
  const { lang } = useLang();
  // A role renamed or removed since the event is still named, by the code it had then.
  const roleName = (id: number | null, code: string) => pick(roles.find((r) => r.id === id)?.name, lang) || code;
  const events = useQuery({
    queryKey: ['users', userId, 'history', lang],
    queryFn: () => apiCall('get', '/v1/user/{userid}/history', { path: { userid: userId } }),
    placeholderData: keepWhile(['users', userId, 'history']),
  });
  const when = (iso: string) => new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className="card user-history" aria-labelledby="user-history-title" data-testid="user-history">
      <h2 id="user-history-title" className="card-title">{t`Account history`}</h2>
      {events.isPending ? (
        <Loading />
      ) : events.error ? (
        <Alert kind="error">{errorText(events.error)}</Alert>
      ) : !events.data?.length ? (
        <p className="muted">{t`Nothing recorded yet.`}</p>
      ) : (
        <ol>
          {events.data.map((e) => {
            const named = rolesOf(e.detail);
            const role = named ? roleName(named.role, named.roleCode) : '';
            const previous = named?.previous != null ? roleName(named.previous, named.previousCode) : '';
            return (
              <li key={e.eventId}>
                <strong>{e.label}</strong>
                {named && (
                  <div className="small" data-testid="user-history-role">
                    {previous ? t`Role: ${previous} → ${role}` : t`Role: ${role}`}
                    {named.requestId !== null && <> · {t`From an approved account request`}</>}
                  </div>
                )}
                <div className="muted small">
                  {when(e.date)} · {e.by ? `${e.by.name} (${e.by.loginId})` : t`System`}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
