import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../api/client';
import { apiCall } from '../api/call';
import type { ApiValue } from '../api/types';
import { formListKeys } from '../app/queryKeys';
import { useLang } from '../app/LangContext';
import { chooseHeadForm } from '../form/headForms';
import { Alert } from './Alert';
import { Dialog } from './Dialog';
import { TimeAgo } from './TimeAgo';
import { Empty, Loading } from './Loading';

type Remark = { key: string; questionid: string; text: string; user: string | null; date: string; verdict?: FormComments['reviews'][number]['status'] };

type FormComments = ApiValue<'/v1/form/{accrid}/comments', 'get'>;

/**
 * The reviewers' comments and question remarks on the school head's own form, newest first: the
 * form the head's page opens on (the newest still being answered, else the newest), not the first
 * of the list, which was an older cycle's when two were open.
 */
async function loadRemarks(): Promise<{ accrid: number | string; cycleName: string; remarks: Remark[] } | null> {
  const found = await apiCall('post', '/v1/form/search', { body: { page: 1, pageSize: 100 } });
  const form = chooseHeadForm(found.items);
  if (!form) return null;
  const value = await apiCall('get', '/v1/form/{accrid}/comments', { path: { accrid: form.accrid } });
  const remarks: Remark[] = [
    ...value.comments.map((c) => ({ key: `c${c.commentid}`, questionid: c.questionid, text: c.comment, user: c.user, date: c.date })),
    ...value.reviews
      .filter((r) => r.comment)
      .map((r) => ({ key: `r${r.questionid}`, questionid: r.questionid, text: r.comment ?? '', user: r.user, date: r.date, verdict: r.status })),
  ];
  remarks.sort((a, b) => b.date.localeCompare(a.date));
  return { accrid: form.accrid, cycleName: form.cycleName, remarks };
}

function CommentList() {
  const { t } = useLingui();
  const { lang } = useLang();
  const state = useQuery({ queryKey: formListKeys.myRemarks(lang), queryFn: loadRemarks });
  if (state.isPending) return <Loading />;
  if (state.error) return <Alert kind="error">{errorText(state.error)}</Alert>;
  const data = state.data;
  if (!data || data.remarks.length === 0) return <Empty />;
  const verdict = { FLAGGED: t`Marked for review`, APPROVED: t`Approved`, REJECTED: t`Rejected` };
  return (
    <>
      <p className="muted small">
        {t`Cycle`}: {data.cycleName}
      </p>
      <ul className="remark-list">
        {data.remarks.map((r) => (
          <li key={r.key}>
            <div className="remark-meta">
              <span className="q-code">{r.questionid}</span>
              {r.verdict && <span className="badge">{verdict[r.verdict]}</span>}
              <span className="muted small">
                {r.user ?? ''} · <TimeAgo iso={r.date} />
              </span>
            </div>
            <p>{r.text}</p>
          </li>
        ))}
      </ul>
      <p className="small">
        <Link to={`/dashboard/accreditationhm?accrid=${encodeURIComponent(String(data.accrid))}`}>{t`Open my accreditation form`}</Link>
      </p>
    </>
  );
}

/** The header's comments dialog for a school head: what the reviewers wrote on their form. */
export function CommentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Comments on my form`}
      onClose={onClose}
      wide
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t`Close`}
        </button>
      }
    >
      {open && <CommentList />}
    </Dialog>
  );
}
