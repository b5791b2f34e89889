import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { apiCall } from '../api/call';
import { useQuery } from '@tanstack/react-query';
import { referenceQuery } from '../app/queryClient';
import { referenceKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { useSession } from '../app/useSession';
import { privileges } from '../auth/session';
import { Loading } from '../components/Loading';

/**
 * /dashboard/account: what the signed-in account may do. The start page of an account whose
 * privileges open no screen yet, so a new custom role lands here, not back on sign-in.
 */
export default function Account() {
  const { t } = useLingui();
  const { lang } = useLang();
  const session = useSession();
  const held = privileges(session);
  const list = useQuery({ queryKey: referenceKeys.privileges, queryFn: () => apiCall('get', '/v1/reference/privileges'), ...referenceQuery });
  const mine = (list.data ?? []).filter((p) => held.has(p.id));
  return (
    <div className="page">
      <h1 className="page-title">{t`What your account may do`}</h1>
      <p>{t`Your role gives no access to a screen of this application yet. Ask your administrator to give your role the privileges your work needs (for example the accreditation list, the dashboards or complaints).`}</p>
      {/* Above the list: the list comes later and grows, and would push the links down under the reader. */}
      <p>
        <Link to="/dashboard/help">{t`Guidelines`}</Link> · <Link to="/user/UserProfile">{t`Profile`}</Link>
      </p>
      {list.isPending ? (
        <Loading />
      ) : mine.length === 0 ? (
        <p className="muted">{t`Your role holds no privileges.`}</p>
      ) : (
        <section className="card" aria-labelledby="held-title">
          <h2 id="held-title" className="card-title">{t`Privileges of your role`}</h2>
          <ul data-testid="account-privileges">
            {mine.map((p) => (
              <li key={p.id}>{lang === 'hi' && p.name.hi ? p.name.hi : p.name.en}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
