import { useLingui } from '@lingui/react/macro';
import { api } from '../../api/client';
import { useAsync } from '../../app/useAsync';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import type { UserEventEntry } from '../types';

/** What was done to an account, by whom and when (GET /v1/user/{userid}/history), newest first. */
export function UserHistory({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const events = useAsync(() => api<UserEventEntry[]>('GET', `/v1/user/${userId}/history`), [userId, lang]);
  const when = (iso: string) => new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section className="card user-history" aria-labelledby="user-history-title" data-testid="user-history">
      <h2 id="user-history-title" className="card-title">{t`Account history`}</h2>
      {events.loading && !events.data ? (
        <Loading />
      ) : events.error ? (
        <Alert kind="error">{events.error}</Alert>
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
