import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Question } from '../../../../engine';
import { ApiError, errorText } from '../../../api/client';
import { useAsync } from '../../../app/useAsync';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { CheckPanel } from './CheckPanel';
import { DraftPreview } from './DraftPreview';
import { OutlineNav, type Selection } from './OutlineNav';
import { QuestionEditor } from './QuestionEditor';
import { SectionEditor, type SectionFields } from './SectionEditor';
import { draftApi, locate, type Problem } from './draftApi';
import '../../admin.css';
import './editor.css';

type Working = { kind: 'question'; id: string; value: Question } | { kind: 'subdomain' | 'domain'; id: string; value: SectionFields };
type Conflict = { by: string; at: string };

const NEW_QUESTION: Omit<Question, 'id'> = { label: { en: 'New question', hi: '' }, type: 'yesNo', optionGroup: 'yesNo', required: true, evidence: 'none', allowNotApplicable: false };

function selectionOf(params: URLSearchParams): Selection {
  const q = params.get('q');
  if (q) return { kind: 'question', id: q };
  const sd = params.get('sd');
  if (sd) return { kind: 'subdomain', id: sd };
  const d = params.get('d');
  return d ? { kind: 'domain', id: d } : null;
}

/**
 * /catalogue/{version}: the catalogue editor. The outline on the left, the selected part's
 * editor in the middle, the head's view of its domain beside it; check, publish and discard
 * above. A published version opens read-only, with a way to start a draft from it.
 */
export default function DraftEditor() {
  const { t } = useLingui();
  const { lang } = useLang();
  const navigate = useNavigate();
  const version = useParams().version ?? '';
  const [params, setParams] = useSearchParams();
  const selected = selectionOf(params);
  const view = useAsync(() => draftApi.open(version), [version]);
  const data = view.data;
  const editable = data?.status === 'draft';
  const [working, setWorking] = useState<Working | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string; details?: string[] } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | 'retire' | null>(null);

  // The part picked in the outline, as a working copy the editor changes until Save.
  useEffect(() => {
    if (!data || !selected) return setWorking(null);
    if (working && working.kind === selected.kind && working.id === selected.id && dirty) return;
    const c = data.catalogue;
    if (selected.kind === 'question') {
      const at = locate(c, selected.id);
      setWorking(at ? { kind: 'question', id: selected.id, value: at.subdomain.questions[at.index] } : null);
    } else if (selected.kind === 'subdomain') {
      const s = c.domains.flatMap((d) => d.subdomains).find((x) => x.id === selected.id);
      setWorking(s ? { kind: 'subdomain', id: s.id, value: { name: s.name, description: s.description, weight: s.weight } } : null);
    } else {
      const d = c.domains.find((x) => x.id === selected.id);
      setWorking(d ? { kind: 'domain', id: d.id, value: { name: d.name, description: d.description, weight: d.weight } } : null);
    }
    setDirty(false);
    setConflict(null);
    // the working copy follows the selection and each reload of the draft
  }, [data, selected?.kind, selected?.id]);

  const select = (s: Selection) => {
    if (dirty && !window.confirm(t`Leave this part without saving your changes?`)) return;
    setDirty(false);
    setMessage(null);
    setParams(s ? { [s.kind === 'question' ? 'q' : s.kind === 'subdomain' ? 'sd' : 'd']: s.id } : {}, { replace: false });
  };

  const domainOfSelection = useMemo(() => {
    if (!data || !selected) return data?.catalogue.domains[0]?.id ?? null;
    if (selected.kind === 'domain') return selected.id;
    if (selected.kind === 'subdomain') return data.catalogue.domains.find((d) => d.subdomains.some((s) => s.id === selected.id))?.id ?? null;
    return locate(data.catalogue, selected.id)?.domain.id ?? null;
  }, [data, selected?.kind, selected?.id]);

  /** Runs one change against the server, then reloads the draft; a refusal keeps what was typed. */
  async function run(action: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setDirty(false);
      setConflict(null);
      if (done) setMessage({ kind: 'success', text: done });
      view.reload();
      if (problems) setProblems(await draftApi.check(version));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.details[0]?.problem === 'changedByOther') {
        setConflict({ by: String(err.details[0].by ?? ''), at: String(err.details[0].at ?? '') });
      } else {
        setMessage({ kind: 'error', text: errorText(err), details: err instanceof ApiError ? err.details.map((d) => String(d.message ?? d.questionid ?? d.field ?? '')).filter(Boolean) : undefined });
      }
    } finally {
      setBusy(false);
    }
  }

  const save = (overwrite = false) => {
    if (!working || !data) return;
    const revision = data.revisions[`${working.kind}:${working.id}`] ?? 0;
    const opts = { revision, overwrite };
    if (working.kind === 'question') return run(() => draftApi.saveQuestion(version, working.value, opts), t`Saved.`);
    if (working.kind === 'subdomain') return run(() => draftApi.saveSubdomain(version, working.id, working.value, opts), t`Saved.`);
    return run(() => draftApi.saveDomain(version, working.id, { ...working.value, weight: working.value.weight ?? 1 }, opts), t`Saved.`);
  };

  const check = () =>
    run(async () => {
      setProblems(await draftApi.check(version));
    });

  const publish = () =>
    run(async () => {
      try {
        await draftApi.publish(version);
        setConfirm(null);
      } catch (err) {
        setConfirm(null);
        if (err instanceof ApiError && err.status === 400) setProblems(await draftApi.check(version));
        throw err;
      }
    }, t`Published. New cycles can use version ${version} now.`);

  if (view.loading && !data) return <Loading />;
  if (view.error || !data) return <Alert kind="error">{view.error ?? t`No records found!`}</Alert>;
  const c = data.catalogue;
  const todo = Object.values(data.missingHindi).reduce((s, n) => s + n, 0);

  return (
    <div className="page admin-page catalogue-editor">
      <p>
        <Link to="/catalogue">{t`All versions`}</Link>
      </p>
      <h1 className="page-title">
        {editable ? t`Draft ${version}` : t`Version ${version}`} · {c.title[lang]}
      </h1>
      <p className="muted">
        {editable ? t`Drafted from ${data.basedOn ?? '–'} by ${data.createdBy ?? '–'}.` : t`Published on ${c.publishedOn ?? ''} by ${data.publishedBy ?? '–'}. A published version never changes.`}{' '}
        {todo > 0 ? t`Hindi still to write: ${todo}.` : ''}
      </p>
      <div className="toolbar">
        {editable ? (
          <>
            <button type="button" className="btn" disabled={busy} onClick={() => void check()}>
              {t`Check`}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setConfirm('publish')}>
              {t`Publish`}
            </button>
            {data.basedOn && (
              <Link className="btn" to={`/catalogue?from=${encodeURIComponent(data.basedOn)}&to=${encodeURIComponent(version)}`}>
                {t`Compare with ${data.basedOn}`}
              </Link>
            )}
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirm('discard')}>
              {t`Discard the draft`}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(async () => navigate(`/catalogue/${(await draftApi.start(version)).version}`))}>
            {t`Start a draft from this version`}
          </button>
        )}
      </div>
      {message && (
        <Alert kind={message.kind}>
          {message.text}
          {message.details && message.details.length > 0 && (
            <ul>
              {message.details.slice(0, 10).map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {problems && <CheckPanel problems={problems} onPick={(p) => select(p.questionid ? { kind: 'question', id: p.questionid } : p.subdomainid ? { kind: 'subdomain', id: p.subdomainid } : p.domainid ? { kind: 'domain', id: p.domainid } : null)} />}
      <div className="editor-grid">
        <OutlineNav
          catalogue={c}
          missingHindi={data.missingHindi}
          selected={selected}
          onSelect={select}
          lang={lang}
          editable={editable}
          busy={busy}
          onMoveQuestion={(id, sd, index) => void run(() => draftApi.moveQuestion(version, id, sd, index))}
          onMoveSubdomain={(id, d, index) => void run(() => draftApi.moveSubdomain(version, id, d, index))}
          onAddQuestion={(sd) =>
            void run(async () => {
              const { questionid } = await draftApi.addQuestion(version, sd, NEW_QUESTION);
              setParams({ q: questionid });
            }, t`Question added. Write its text in both languages and save.`)
          }
          onAddSubdomain={(d) =>
            void run(async () => {
              const { subdomainid } = await draftApi.addSubdomain(version, d, { en: 'New subdomain', hi: '' });
              setParams({ sd: subdomainid });
            }, t`Subdomain added. Name it, then add at least two questions.`)
          }
        />
        <section className="card editor-pane" aria-label={t`Editor`}>
          {!working ? (
            <p className="muted">{t`Pick a domain, subdomain or question in the outline.`}</p>
          ) : (
            <>
              {conflict && (
                <Alert kind="warning">
                  {t`${conflict.by} changed this part at ${new Date(conflict.at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}, after you opened it.`}{' '}
                  <button type="button" className="btn btn-sm" onClick={() => void save(true)}>
                    {t`Save mine over it`}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => {
                      setDirty(false);
                      setConflict(null);
                      view.reload();
                    }}
                  >
                    {t`Load theirs`}
                  </button>
                </Alert>
              )}
              {working.kind === 'question' ? (
                <QuestionEditor catalogue={c} question={working.value} lang={lang} disabled={!editable || busy} onChange={(value) => (setWorking({ kind: 'question', id: working.id, value }), setDirty(true))} />
              ) : (
                <SectionEditor kind={working.kind} id={working.id} value={working.value} disabled={!editable || busy} onChange={(value) => (setWorking({ ...working, value }), setDirty(true))} />
              )}
              {editable && (
                <div className="form-buttons">
                  <button type="button" className="btn btn-primary" disabled={busy || !dirty} onClick={() => void save()}>
                    {t`Save`}
                  </button>
                  {working.kind !== 'domain' && (
                    <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirm('retire')}>
                      {working.kind === 'question' ? t`Retire this question` : t`Retire this subdomain`}
                    </button>
                  )}
                </div>
              )}
            </>
          )}
        </section>
        {/* The saved draft: its validator comes from the server, which knows only saved drafts. */}
        {domainOfSelection && <DraftPreview catalogue={c} domainId={domainOfSelection} unsaved={dirty} />}
      </div>
      <ConfirmDialog
        open={confirm === 'publish'}
        title={t`Publish version ${version}?`}
        confirmLabel={t`Publish`}
        busy={busy}
        onConfirm={() => void publish()}
        onCancel={() => setConfirm(null)}
      >
        {t`A published version can never be changed again. New cycles will be offered it at once; forms already being filled keep their version.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'discard'}
        title={t`Discard draft ${version}?`}
        confirmLabel={t`Discard the draft`}
        busy={busy}
        onConfirm={() => void run(async () => (setConfirm(null), await draftApi.discard(version), navigate('/catalogue')))}
        onCancel={() => setConfirm(null)}
      >
        {t`Every change in this draft will be lost. Its number is not used again.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'retire' && !!working}
        title={working?.kind === 'question' ? t`Retire question ${working.id}?` : t`Retire subdomain ${working?.id ?? ''} and its questions?`}
        confirmLabel={t`Retire`}
        busy={busy}
        onConfirm={() =>
          void run(async () => {
            setConfirm(null);
            if (!working) return;
            await (working.kind === 'question' ? draftApi.retireQuestion(version, working.id) : draftApi.retireSubdomain(version, working.id));
            setParams({});
          }, t`Retired. Its number will not be used again.`)
        }
        onCancel={() => setConfirm(null)}
      >
        {t`It leaves this draft; forms on earlier versions keep it. Its number will never be given to another question.`}
      </ConfirmDialog>
    </div>
  );
}
