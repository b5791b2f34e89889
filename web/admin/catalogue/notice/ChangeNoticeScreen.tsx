import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../api/client';
import { editorQuery, keepAcrossLanguages } from '../../../app/queryClient';
import { useLang } from '../../../app/LangContext';
import { useSession } from '../../../app/useSession';
import { hasPrivilege } from '../../../auth/session';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Loading';
import { ADMIN_PRIV } from '../../privileges';
import { ChangeNoticeView } from './ChangeNoticeView';
import { noticeApi, noticeKey, type Notice, type NoticeLang, type SavedReason } from './noticeApi';
import './notice.css';

/**
 * /catalogue/:version/notice: a version's change notice for schools, in a language chosen apart
 * from the screen's, with its PDF; for a draft's editors, a reason per item. A published notice
 * is open to every signed-in user (a school head follows the link from the report card).
 */
export default function ChangeNoticeScreen() {
  const { t } = useLingui();
  const { lang } = useLang();
  const { version = '' } = useParams();
  const session = useSession();
  const [noticeLang, setNoticeLang] = useState<NoticeLang>(lang);
  const key = noticeKey(version, noticeLang);
  // The reasons typed into it are the user's: the notice is not read again under them.
  const query = useQuery({ queryKey: key, queryFn: () => noticeApi.load(version, noticeLang), ...editorQuery, placeholderData: keepAcrossLanguages(key) });
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editor = !!session && hasPrivilege(session, ADMIN_PRIV.catalogue);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await noticeApi.downloadPdf(version, noticeLang);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setDownloading(false);
    }
  };
  const onSaved = (saved: SavedReason) => {
    // Both languages' notices carry the reason: this one takes it now, the other is read again when opened.
    queryClient.setQueryData<Notice>(key, (n) => {
      if (!n) return n;
      const reasons = { ...n.reasons, [saved.target]: { en: saved.en, hi: saved.hi, updatedAt: saved.updatedAt, updatedBy: saved.updatedBy } };
      const needsHindi = Object.entries(reasons)
        .filter(([, r]) => r.en.trim() && !r.hi.trim())
        .map(([target]) => target);
      return { ...n, reasons, needsHindi };
    });
    void queryClient.invalidateQueries({ queryKey: noticeKey(version, noticeLang === 'en' ? 'hi' : 'en') });
  };
  const langButton = (l: NoticeLang, label: string) => (
    <button type="button" className={`btn btn-sm ${noticeLang === l ? 'btn-primary' : ''}`} aria-pressed={noticeLang === l} onClick={() => setNoticeLang(l)} lang={l}>
      {label}
    </button>
  );
  const n = query.data;

  return (
    <div className="page admin-page notice-page">
      {editor && (
        <p>
          <Link to="/catalogue">{t`All versions`}</Link>
          {n?.status === 'draft' && (
            <>
              {' · '}
              <Link to={`/catalogue/${encodeURIComponent(version)}`}>{t`Back to the draft`}</Link>
            </>
          )}
        </p>
      )}
      <h1 className="page-title">{t`Change notice for schools: version ${version}`}</h1>
      <div className="toolbar notice-toolbar">
        <div className="notice-lang" role="group" aria-label={t`Language of the notice`}>
          <span className="muted small">{t`Language of the notice`}</span> {langButton('en', 'English')}
          {langButton('hi', 'हिन्दी')}
        </div>
        <button type="button" className="btn" disabled={downloading || !n} onClick={() => void download()}>
          {downloading ? t`Preparing the PDF…` : t`Download PDF`}
        </button>
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {query.error ? (
        <Alert kind="error">{errorText(query.error)}</Alert>
      ) : !n ? (
        <Loading />
      ) : (
        <ChangeNoticeView
          notice={n}
          save={n.editable ? (body) => noticeApi.saveReason(version, body) : undefined}
          onSaved={onSaved}
          onReload={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      )}
    </div>
  );
}
