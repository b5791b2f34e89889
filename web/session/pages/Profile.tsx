import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { keepAcrossLanguages } from '../../app/queryClient';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { ProfileDetails } from '../ProfileDetails';
import { ChangePassword } from '../ChangePassword';
import { ThemePicker } from '../ThemePicker';
import { WorkflowMailSwitch } from '../WorkflowMailSwitch';
import '../session.css';

/** /user/UserProfile: one's own profile (view and edit) and account (login name, role, school; change password). */
export default function Profile() {
  const { t } = useLingui();
  const { lang } = useLang();
  const location = useLocation();
  // The details are edited in a copy of their own (ProfileDetails), so a refetch never resets what is typed.
  const state = useQuery({ queryKey: ['profile', lang], queryFn: () => apiCall('get', '/v1/user/profile'), placeholderData: keepAcrossLanguages(['profile', lang]) });
  const queryClient = useQueryClient();
  const shown = state.data ?? null;

  useEffect(() => {
    document.title = `${t`Profile`} · ${t`School Accreditation`}`;
  }, [t]);

  // "My account" in the header links to #account: bring that part into view.
  useEffect(() => {
    if (!shown || location.hash !== '#account') return;
    const el = document.getElementById('account');
    el?.scrollIntoView?.({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [shown, location.hash, location.key]);

  if (state.isPending) {
    return (
      <div className="page">
        <Loading />
      </div>
    );
  }
  if (state.error || !shown) {
    return (
      <div className="page">
        <h1 className="page-title">{t`Profile`}</h1>
        <Alert kind="error">{state.error ? errorText(state.error) : t`Something went wrong`}</Alert>
      </div>
    );
  }

  const name = `${shown.firstName} ${shown.lastName ?? ''}`.trim() || shown.loginId;
  return (
    <div className="page page-narrow">
      <h1 className="page-title">{t`Profile`}</h1>
      <div className="profile-who">
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className="card-title">{name}</p>
          <p className="muted">{[shown.roleName, shown.schoolName ?? shown.districtName].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <ProfileDetails key={shown.userId} profile={shown} onSaved={() => void queryClient.invalidateQueries({ queryKey: ['profile'] })} />
      <WorkflowMailSwitch profile={shown} />
      <section className="card" id="account" tabIndex={-1} aria-labelledby="account-title">
        <h2 id="account-title" className="card-title">{t`My account`}</h2>
        <dl className="profile-facts">
          <div>
            <dt>{t`Login name`}</dt>
            <dd>{shown.loginId}</dd>
          </div>
          <div>
            <dt>{t`Role`}</dt>
            <dd>{shown.roleName ?? shown.role}</dd>
          </div>
          {shown.schoolName && (
            <div>
              <dt>{t`School`}</dt>
              <dd>
                {shown.schoolName} ({shown.schoolCode})
              </dd>
            </div>
          )}
          {shown.districtName && (
            <div>
              <dt>{t`District`}</dt>
              <dd>{shown.districtName}</dd>
            </div>
          )}
        </dl>
        <p className="muted small">{t`Your login name, role and school are set by the administrator.`}</p>
        <hr className="divider" />
        <ChangePassword loginId={shown.loginId} />
      </section>
      <ThemePicker />
    </div>
  );
}
