import { useCallback, useMemo, useState, type FormEvent } from 'react';
import useLatestCallback from 'use-latest-callback';
import { Plural, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, errorText } from '../../api/client';
import { apiCall, apiActionCall, type CallBody } from '../../api/call';
import { useLang } from '../../app/LangContext';
import { keepWhile } from '../../app/queryClient';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fieldErrorsOf, saveBlob } from '../adminApi';
import { DataTable, ListState, type AdminColumn } from '../components/DataTable';
import { SelectField, TextField } from '../components/Field';
import { Notice, useNotice } from '../components/Notice';
import type { Cycle } from '../types';
import { actionPath, actionsFor, cycleFileName, lateSchoolsOffered, type CycleAction } from './cycleActions';
import { InitiateSchoolsDialog } from './InitiateSchoolsDialog';
import { CycleEndDialog } from './CycleEndDialog';
import { Link } from 'react-router';
import { useSession } from '../../app/useSession';
import { canExport } from '../../dashboards/export/canExport';
import '../admin.css';

type Pending = { cycle: Cycle; action: CycleAction } | null;

/** A YYYY-MM-DD day as the reader writes dates, read as that calendar day (no time zone shift). */
function formatDay(day: string, lang: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** /dashboard/cycle: create cycles, initiate forms and audit, close, delete, download (privilege 22). */
export default function CyclesScreen() {
  const { t } = useLingui();
  const { lang } = useLang();
  const list = useQuery({ queryKey: ['cycles', 'list', lang], queryFn: () => apiCall('post', '/v1/cycle/list', { body: {} }), placeholderData: keepWhile(['cycles', 'list']) });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['cycles', 'list'] });
  const { notice, success, error, clear } = useNotice();
  const [name, setName] = useState('');
  const versions = useQuery({ queryKey: ['cycles', 'versions', lang], queryFn: () => apiCall('get', '/v1/cycle/versions') });
  const [version, setVersion] = useState('');
  const chosenVersion = version || versions.data?.find((v) => v.current)?.version || '';
  const [nameError, setNameError] = useState<string | undefined>();
  const creation = useMutation({ mutationFn: (body: CallBody<'post', '/v1/cycle/create'>) => apiActionCall('post', '/v1/cycle/create', { body }), onSuccess: reload });
  const creating = creation.isPending;
  const [pending, setPending] = useState<Pending>(null);
  // A status action (initiate, audit, close, delete): the server's sentence on success, its refusal on failure.
  const cycleAction = useMutation({
    mutationFn: ({ cycle, action }: NonNullable<Pending>) => apiActionCall('post', `/v1/cycle/{cycleid}/${actionPath[action]}`, { path: { cycleid: cycle.cycleid } }),
    onSuccess: ({ message }) => {
      success(message || t`Cycle status updated`);
      reload();
    },
    onError: (err) => error(errorText(err)),
    onSettled: () => setPending(null),
  });
  const busy = cycleAction.isPending;
  // The cycle whose schools without a form are being initiated.
  const [late, setLate] = useState<Cycle | null>(null);
  // The cycle whose last day is being set.
  const [ending, setEnding] = useState<Cycle | null>(null);
  const [endsOn, setEndsOn] = useState('');
  const [downloading, setDownloading] = useState<string | null>(null);
  const session = useSession();
  const exporter = canExport(session);
  // A cycle covers every district: only a state-wide role may create or change one (the server refuses others, 403).
  const stateWide = (session?.logInUser.scopeLevel ?? 'state') === 'state';

  const create = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (!name.trim()) {
      setNameError(t`Please enter cycle name`);
      return;
    }
    setNameError(undefined);
    try {
      const { message } = await creation.mutateAsync({
        name: name.trim(),
        ...(chosenVersion ? { catalogueVersion: chosenVersion } : {}),
        ...(endsOn ? { endsOn } : {}),
      });
      success(message || t`New cycle created`);
      setName('');
      setEndsOn('');
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.name) setNameError(fields.name);
      else error(errorText(err));
    }
  };

  const run = () => {
    if (!pending) return;
    clear();
    // The server's message is one sentence in the user's language, with the count where there is one.
    cycleAction.mutate(pending);
  };

  // Stable, so the table's columns need not be made again on every render.
  const download = useLatestCallback(async (cycle: Cycle, format: 'csv' | 'xlsx') => {
    clear();
    setDownloading(`${cycle.cycleid}-${format}`);
    try {
      const blob = await apiBlob(`/v1/cycle/${cycle.cycleid}/download?format=${format}`);
      saveBlob(blob, cycleFileName(cycle.name, format));
    } catch (err) {
      error(errorText(err));
    } finally {
      setDownloading(null);
    }
  });

  const actionLabel = useCallback(
    (a: CycleAction): string => (a === 'initiate' ? t`Initiate accreditation forms` : a === 'initiateAudit' ? t`Initiate audit` : a === 'close' ? t`Close` : t`Delete`),
    [t],
  );

  const columns = useMemo<AdminColumn<Cycle>[]>(
    () => [
      {
        id: 'name',
        header: () => t`Cycle`,
        cell: ({ row }) => (
          <div>
            <div className="cell-strong">{row.original.name}</div>
            {row.original.createdAt && <div className="muted small">{new Date(row.original.createdAt).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN')}</div>}
            {row.original.catalogueVersion && <div className="muted small">{t`Question catalogue ${row.original.catalogueVersion}`}</div>}
            {row.original.endsOn && <div className="small" data-testid="cycle-ends-on">{t`Last day: ${formatDay(row.original.endsOn, lang)}`}</div>}
          </div>
        ),
      },
      {
        id: 'status',
        header: () => t`Status`,
        cell: ({ row }) => <span className={`status-chip cycle-${row.original.status.toLowerCase()}`}>{row.original.statusLabel}</span>,
      },
      {
        id: 'forms',
        header: () => t`Forms`,
        cell: ({ row }) => {
          const counts = row.original.statusCounts.filter((c) => c.count > 0);
          return (
            <div>
              <div className="cell-strong">{t`Total: ${row.original.totalForms}`}</div>
              {lateSchoolsOffered(row.original) && (
                <div className="without-form" data-testid="schools-without-form-count">
                  <Plural value={row.original.schoolsWithoutForm} one="# active school has no form yet" other="# active schools have no form yet" />
                </div>
              )}
              {counts.length > 0 && (
                <ul className="count-list">
                  {counts.map((c) => (
                    <li key={c.status}>
                      <span>{c.statusLabel}</span> <strong>{c.count}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        },
      },
      {
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const c = row.original;
          return (
            <div className="row-actions">
              {(stateWide ? actionsFor(c.status) : []).map((a) => (
                <button
                  key={a}
                  type="button"
                  className={`btn btn-sm ${a === 'delete' ? 'btn-danger-outline' : a === 'close' ? '' : 'btn-primary'}`}
                  aria-label={`${actionLabel(a)}: ${c.name}`}
                  onClick={() => setPending({ cycle: c, action: a })}
                >
                  {actionLabel(a)}
                </button>
              ))}
              {stateWide && c.status !== 'CLOSED' && (
                <button type="button" className="btn btn-sm" aria-label={t`Last day of cycle ${c.name}`} onClick={() => setEnding(c)} data-testid="open-end-date">
                  {c.endsOn ? t`Change the last day` : t`Set the last day`}
                </button>
              )}
              {stateWide && lateSchoolsOffered(c) && (
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  aria-label={t`Schools without a form in cycle ${c.name}`}
                  data-testid="open-schools-without-form"
                  onClick={() => setLate(c)}
                >
                  {t`Schools without a form`}
                </button>
              )}
              {(['csv', 'xlsx'] as const).map((f) => (
                <button
                  key={f}
                  type="button"
                  className="btn btn-sm"
                  aria-label={f === 'csv' ? t`Download ${c.name} as CSV` : t`Download ${c.name} as XLSX`}
                  disabled={downloading === `${c.cycleid}-${f}`}
                  onClick={() => void download(c, f)}
                >
                  {f === 'csv' ? t`Download CSV` : t`Download XLSX`}
                </button>
              ))}
              {exporter && (
                // The analysts' export: every answer as codes, filters, labels in either language.
                <Link className="btn btn-sm" to={`/dashboard/export?year=${c.cycleid}`} aria-label={t`Export ${c.name} with answers for analysis`}>
                  {t`Export for analysis`}
                </Link>
              )}
            </div>
          );
        },
      },
    ],
    // The handlers only use state setters.
    [t, lang, downloading, exporter, stateWide, download, actionLabel],
  );

  const labels = { status: t`Status`, forms: t`Forms`, actions: t`Actions` };
  const cycles = list.data ?? [];

  const confirmText = (p: NonNullable<Pending>): string => {
    const n = p.cycle.name;
    switch (p.action) {
      case 'initiate':
        return t`An accreditation form will be created in cycle ${n} for every active school that does not have one yet. School heads can then start their self-evaluation.`;
      case 'initiateAudit':
        return t`External evaluation (audit) will start for the forms of cycle ${n}. District reviewers can then enter the external evaluation.`;
      case 'close':
        return t`Cycle ${n} will be closed. Its forms can no longer be changed, and a closed cycle cannot be reopened.`;
      case 'delete':
        return t`Cycle ${n} and its forms will be deleted. This is refused if any form has moved beyond School Head Initiated.`;
    }
  };

  return (
    <div className="page admin-page">
      <h1 className="page-title">{t`Cycle management`}</h1>
      {!stateWide && (
        <p className="muted" data-testid="cycles-state-only">
          {t`Cycles cover the whole state: creating, initiating, closing and deleting them is for users whose role works for the whole state. You can see and download the cycles of your schools.`}
        </p>
      )}
      {stateWide && (
        <form className="card admin-inline-form" onSubmit={(e) => void create(e)} noValidate>
          <h2 className="card-title">{t`New cycle`}</h2>
          <div className="inline-row">
            <TextField
              name="name"
              label={t`Cycle name`}
              value={name}
              onChange={setName}
              error={nameError}
              disabled={creating}
              required
              maxLength={100}
              hint={t`For example 2027-28`}
            />
            <SelectField
              name="catalogueVersion"
              label={t`Question catalogue version`}
              value={chosenVersion}
              onChange={setVersion}
              options={(versions.data ?? []).map((v) => ({ value: v.version, label: `${v.version} · ${v.title}` }))}
              hint={t`The forms of this cycle are answered against this version. The newest is chosen.`}
              disabled={!versions.data}
            />
            <TextField
              name="endsOn"
              type="date"
              label={t`Last day (optional)`}
              value={endsOn}
              onChange={setEndsOn}
              disabled={creating}
              hint={t`Everyone is reminded by e-mail a few days before.`}
            />
            <button type="submit" className="btn btn-primary" disabled={creating}>
              {creating ? t`Creating…` : t`Create cycle`}
            </button>
          </div>
        </form>
      )}
      <Notice notice={notice} onClose={clear} />
      <h2 className="section-title">{t`Cycles`}</h2>
      <ListState loading={list.isPending} error={list.error ? errorText(list.error) : null} empty={cycles.length === 0}>
        <DataTable caption={t`Cycles`} columns={columns} data={cycles} labels={labels} rowKey={(c) => String(c.cycleid)} testId="cycle-table" />
      </ListState>
      <ConfirmDialog
        open={!!pending}
        title={pending ? actionLabel(pending.action) : ''}
        confirmLabel={pending ? actionLabel(pending.action) : undefined}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={run}
      >
        {pending && <p>{confirmText(pending)}</p>}
      </ConfirmDialog>
      <CycleEndDialog
        cycle={ending}
        onClose={() => setEnding(null)}
        onSaved={(message) => {
          setEnding(null);
          success(message);
          reload();
        }}
        onLoadTheirs={() => {
          setEnding(null);
          reload();
        }}
      />
      <InitiateSchoolsDialog
        cycle={late}
        onClose={() => setLate(null)}
        onDone={(message) => {
          setLate(null);
          success(message);
          reload();
        }}
      />
    </div>
  );
}
