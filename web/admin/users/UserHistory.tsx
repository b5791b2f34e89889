import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { api, errorText } from '../../api/client';
import { useLang } from '../../app/LangContext';
import { keepWhile } from '../../app/queryClient';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import type { UserEventEntry } from '../types';

/** What was done to an account, by whom and when (GET /v1/user/{userid}/history), newest first. */
export function UserHistory({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const events = useQuery({
    queryKey: ['users', userId, 'history', lang],
    queryFn: () => api<UserEventEntry[]>('GET', `/v1/user/${userId}/history`),
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
          {events.data.map((e) => (
            <li key={e.eventId}>
              <strong>{e.label}</strong>
              <div className="muted small">
                {when(e.date)} · {e.by ? `${e.by.name} (${e.by.loginId})` : t`System`}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
