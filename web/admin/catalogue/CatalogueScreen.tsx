import { useMemo, useState, type FormEvent } from 'react';
import useLatestCallback from 'use-latest-callback';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { api, apiBlob, ApiError, errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import type { ApiValue } from '../../api/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepWhile } from '../../app/queryClient';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { saveBlob } from '../adminApi';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import { SelectField } from '../components/Field';
import { CatalogueDiffView } from './CatalogueDiffView';
import { CycleMigration } from './CycleMigration';
import { VersionApproval } from './VersionApproval';
import { ActionMessage, type ActionMessageValue } from './editor/ActionMessage';
import { useSession } from '../../app/useSession';
import { hasPrivilege } from '../../auth/session';
import { ADMIN_PRIV } from '../privileges';
import '../admin.css';

type Version = ApiValue<'/v1/catalogue/versions', 'get'>[number];

/**
 * /catalogue: the question catalogue's versions (privilege 60, or 61 to read and approve): what each holds, which cycles
 * use it, its file to download, and what changed between any two, word by word. The comparison
 * is kept in the address (?from=&to=), so it can be shared.
 */
export default function CatalogueScreen() {
  const { t } = useLingui();
  const { lang } = useLang();
  // An approving officer may hold 61 alone: they open, compare and approve versions, and start, import or move nothing.
  const mayEdit = hasPrivilege(useSession(), ADMIN_PRIV.catalogue);
  const list = useQuery({ queryKey: ['catalogue', 'versions', lang], queryFn: () => apiCall('get', '/v1/catalogue/versions'), placeholderData: keepWhile(['catalogue', 'versions']) });
  const queryClient = useQueryClient();
  const versions = list.data ?? [];
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? versions[1]?.version ?? '';
  const to = params.get('to') ?? versions[0]?.version ?? '';
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const picked = draft ?? { from, to };
  // Only a comparison asked for in the address is loaded.
  const compared = !!params.get('from') && !!params.get('to');
  const diff = useQuery({
    queryKey: ['catalogue', 'diff', from, to, lang],
    queryFn: () => apiCall('get', '/v1/catalogue/diff', { query: { from, to } }),
    enabled: compared,
    placeholderData: keepWhile(['catalogue', 'diff', from, to]),
  });
  /** A refused start, import or download, shown under the toolbar (the import button) and taking the focus. */
  const [failure, setFailure] = useState<ActionMessageValue>(null);
  const showFailure = (err: unknown) =>
    setFailure({
      kind: 'error',
      // A file that is not JSON is refused here, in words, before any call.
      text: err instanceof Error && !(err instanceof ApiError) ? err.message : errorText(err),
      details: err instanceof ApiError ? err.details.map((d) => (typeof d.message === 'string' ? d.message : '')).filter(Boolean) : undefined,
    });

  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  // Stable, so the table's columns need not be made again on every render.
  const startDraft = useLatestCallback(async (from: string) => {
    setStarting(true);
    setFailure(null);
    try {
      const { version } = await apiCall('post', '/v1/catalogue/drafts', { body: { from } });
      navigate(`/catalogue/${version}`);
    } catch (err) {
      showFailure(err);
      setStarting(false);
    }
  });
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setStarting(true);
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw new Error(t`The file is not a usable question catalogue; nothing was changed.`);
      }
      // Left on api<T>: the OpenAPI document types the import's body as an empty object (importSchema).
      const { version } = await api<ApiValue<'/v1/catalogue/import', 'post'>>('POST', '/v1/catalogue/import', parsed);
      navigate(`/catalogue/${version}`);
    } catch (err) {
      showFailure(err);
      setStarting(false);
    }
  };

  const compare = (e: FormEvent) => {
    e.preventDefault();
    setParams({ from: picked.from, to: picked.to });
    setDraft(null);
  };

  const download = useLatestCallback(async (v: string) => {
    setFailure(null);
    try {
      saveBlob(await apiBlob(`/v1/catalogue/versions/${encodeURIComponent(v)}/export`), `catalogue-${v}.json`);
    } catch (err) {
      showFailure(err);
    }
  });

  const columns = useMemo<AdminColumn<Version>[]>(
    () => [
      {
        id: 'version',
        header: () => t`Version`,
        cell: ({ row }) => (
          <div>
            <div className="cell-strong">
              {row.original.version} · {row.original.title}
            </div>
            <div className="muted small">
              {row.original.status === 'published' ? t`Published ${row.original.publishedOn ?? ''}` : t`Draft`}
              {row.original.current ? ` · ${t`new cycles use it`}` : ''}
              {row.original.basedOn ? ` · ${t`drafted from ${row.original.basedOn}`}` : ''}
            </div>
          </div>
        ),
      },
      {
        id: 'approval',
        header: () => t`Written and approved`,
        cell: ({ row }) => <VersionApproval approval={row.original.approval} />,
      },
      {
        id: 'size',
        header: () => t`Contents`,
        cell: ({ row }) => t`${row.original.domains} domains, ${row.original.subdomains} subdomains, ${row.original.questions} questions`,
      },
      {
        id: 'hindi',
        header: () => t`Hindi to do`,
        cell: ({ row }) => (row.original.missingHindi === 0 ? t`None` : String(row.original.missingHindi)),
      },
      {
        id: 'cycles',
        header: () => t`Cycles`,
        cell: ({ row }) => (row.original.cycles.length ? row.original.cycles.map((c) => c.name).join(', ') : <span className="muted">{t`None`}</span>),
      },
      {
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <div className="row-buttons">
            <Link className="btn btn-sm" to={`/catalogue/${row.original.version}`}>
              {row.original.status === 'draft' && mayEdit ? t`Edit` : t`Open`}
            </Link>
            {row.original.status === 'draft' && (
              <Link className="btn btn-sm" to={`/catalogue/${row.original.version}/impact`}>
                {t`Impact on schools`}
              </Link>
            )}
            {mayEdit && row.original.status === 'published' && (
              <button type="button" className="btn btn-sm" disabled={starting} onClick={() => void startDraft(row.original.version)}>
                {t`Start a draft`}
              </button>
            )}
            <Link className="btn btn-sm" to={`/catalogue/${row.original.version}/notice`} aria-label={t`Change notice of version ${row.original.version}`}>
              {t`Change notice`}
            </Link>
            <button type="button" className="btn btn-sm" onClick={() => void download(row.original.version)} aria-label={t`Download version ${row.original.version} as a catalogue file`}>
              {t`Download`}
            </button>
          </div>
        ),
      },
    ],
    [t, starting, mayEdit, startDraft, download],
  );
  const labels = { size: t`Contents`, hindi: t`Hindi to do`, cycles: t`Cycles`, actions: t`Actions` };
  const options = versions.map((v) => ({ value: v.version, label: `${v.version} · ${v.title}` }));

  return (
    <div className="page admin-page">
      <h1 className="page-title">{t`Question catalogue`}</h1>
      <p className="muted">
        {t`The questions schools answer, with their scores and rules, in versions. A published version never changes: forms keep the version their cycle was created with, and a new cycle can use a newer one.`}
      </p>
      {mayEdit && (
        <div className="toolbar">
          <label className="btn">
            {t`Import a catalogue file`}
            <input type="file" accept="application/json,.json" className="sr-only" onChange={(e) => void importFile(e.target.files?.[0])} />
          </label>
        </div>
      )}
      <ActionMessage message={failure} testId="catalogue-message" />
      <ListState loading={list.isPending} error={list.error ? errorText(list.error) : null} empty={versions.length === 0}>
        <DataTable caption={t`Versions`} columns={columns} data={versions} labels={labels} rowKey={(v) => v.version} testId="catalogue-versions" />
      </ListState>
      {versions.length > 1 && (
        <form className="card admin-inline-form" onSubmit={compare} aria-label={t`Compare versions`}>
          <h2 className="card-title">{t`Compare versions`}</h2>
          <div className="inline-row">
            <SelectField name="from" label={t`From`} value={picked.from} onChange={(v) => setDraft({ ...picked, from: v })} options={options} />
            <SelectField name="to" label={t`To`} value={picked.to} onChange={(v) => setDraft({ ...picked, to: v })} options={options} />
            <button type="submit" className="btn btn-primary">
              {t`Compare`}
            </button>
          </div>
        </form>
      )}
      {!compared ? null : diff.error ? <Alert kind="error">{errorText(diff.error)}</Alert> : diff.isPending ? <Loading /> : <CatalogueDiffView diff={diff.data} commentsOf={params.get('to') ?? undefined} />}
      {mayEdit && versions.length > 1 && (
        <CycleMigration
          cycles={versions.flatMap((v) => v.cycles.map((c) => ({ value: String(c.cycleid), label: `${c.name} (${v.version})` })))}
          versions={versions.filter((v) => v.status === 'published').map((v) => ({ value: v.version, label: `${v.version} · ${v.title}` }))}
          onMoved={() => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'versions'] })}
        />
      )}
    </div>
  );
}
