import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldWords } from './partWords';
import { findSubdomain, locateQuestion, partChanges, pick, sameValue, type CatalogueVersion, type Grading, type OptionGroup, type Question, type Text } from '../../../../engine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../../../api/client';
import { editorQuery } from '../../../app/queryClient';
import { useLang } from '../../../app/LangContext';
import { useSession } from '../../../app/useSession';
import { Alert } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { ChangeHistory } from './ChangeHistory';
import { CopyQuestionButton } from './CopyQuestionButton';
import { RetiredQuestions } from './RetiredQuestions';
import { UndoRedoBar } from './UndoRedoBar';
import { useUndoRedo } from './useUndoRedo';
import { CheckPanel } from './CheckPanel';
import { DraftPreview } from './DraftPreview';
import { GradingEditor } from './GradingEditor';
import { OptionGroupEditor } from './OptionGroupEditor';
import { OutlineNav, type Selection } from './OutlineNav';
import { QuestionEditor } from './QuestionEditor';
import { SectionEditor, type SectionFields } from './SectionEditor';
import { TextsSheet } from './TextsSheet';
import { BilingualText } from './BilingualText';
import { draftApi, type Problem } from './draftApi';
import { RebasePanel } from './RebasePanel';
import { questionMoveRefusal } from './moveCheck';
import { confirmer, RecheckContext, recheckOf } from './hindiRecheck';
import { HindiRecheckPanel } from './HindiRecheckPanel';
import { ActionMessage } from './ActionMessage';
import { CommentsPanel } from './CommentsPanel';
import { commentKeys, commentsApi } from './commentsApi';
import { partWords } from './partWords';
import { ApprovalBar } from './ApprovalBar';
import { GonePartComments } from './GonePartComments';
import { hasPrivilege } from '../../../auth/session';
import { ADMIN_PRIV } from '../../privileges';
import { approvalApi, approvalKey } from './approvalApi';
import { fieldRefusals, isFormatDetail, refusalWords } from './refusalWords';
import { dropUnsaved, keepUnsaved, readUnsaved, unsavedTargets, type UnsavedEdit } from './unsavedEdits';
import '../../admin.css';
import './editor.css';
import { TestSchoolsPanel } from '../test-schools/TestSchoolsPanel';
import { SavePreviewAnswers } from '../test-schools/SavePreviewAnswers';
import { givenAnswers } from '../test-schools/testSchoolsApi';

/** A part being edited: what is typed (value), what it started from (base) and that part's revision then. */
type Of<K, V> = { kind: K; id: string; value: V; base: V; revision: number };
type Working = Of<'question', Question> | Of<'subdomain' | 'domain', SectionFields> | Of<'optionGroup', OptionGroup> | Of<'grading', Grading> | Of<'title', Text>;
type Conflict = { by: string; at: string; byYou: boolean; fields: string[] };
/**
 * Where an action's message shows: beside the buttons that caused it (toolbar: check, publish,
 * discard; save: save and retire; move: move to subdomain; top: the editor pane's top, for a part
 * just added or gone; rebase: under the rebase panel; outline:<row>: that row of the outline).
 */
type Where = 'toolbar' | 'save' | 'move' | 'top' | 'rebase' | `outline:${string}`;
type Message = { kind: 'success' | 'error'; text: string; details?: string[]; at: Where };

const NEW_GROUP: OptionGroup = {
  id: '',
  label: { en: '', hi: '' },
  options: [
    { code: 'OPT1', index: 1, label: { en: '', hi: '' }, score: 1 },
    { code: 'OPT2', index: 2, label: { en: '', hi: '' }, score: 0 },
  ],
};

/** The name the server's change history and revisions give a part. */
function targetOf(w: { kind: Working['kind'] | 'title'; id: string }): string {
  if (w.kind === 'title') return 'version';
  if (w.kind === 'grading') return 'grading';
  return `${w.kind}:${w.id}`;
}

const NEW_QUESTION: Omit<Question, 'id'> = { label: { en: 'New question', hi: '' }, type: 'yesNo', optionGroup: 'yesNo', required: true, evidence: 'none', allowNotApplicable: false };

/** A selection as one string (kind and id), and back: equal strings, the same part. */
const keyOfSelection = (s: Selection): string => (s ? `${s.kind}\u0000${s.id}` : '');
function selectionOfKey(key: string): Selection {
  if (!key) return null;
  const [kind, id] = key.split('\u0000') as [NonNullable<Selection>['kind'], string];
  return { kind, id };
}

function selectionOf(params: URLSearchParams): Selection {
  const part = params.get('part');
  if (part === 'title' || part === 'grading') return { kind: part, id: '' };
  // An empty og is a new group still to be named.
  if (params.has('og')) return { kind: 'optionGroup', id: params.get('og') ?? '' };
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
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const navigate = useNavigate();
  const version = useParams().version ?? '';
  const [params, setParams] = useSearchParams();
  // One object per part picked, so what follows the selection runs when it changes, not on every render.
  const pickedKey = keyOfSelection(selectionOf(params));
  const selected = useMemo(() => selectionOfKey(pickedKey), [pickedKey]);
  // The part being edited is a working copy of this answer: never refetched under it (a refetch
  // would also bring newer revisions, and a save would then overwrite another's change unwarned).
  const view = useQuery({ queryKey: ['catalogue', 'version', version], queryFn: () => draftApi.open(version), ...editorQuery });
  // Hindi to re-check: under the draft's key, so every reload of the draft refreshes it.
  const recheck = useQuery({ queryKey: ['catalogue', 'version', version, 'recheck'], queryFn: () => draftApi.recheck(version), enabled: view.data?.status === 'draft' });
  // Comment threads per part: the outline's marks and the publish dialog's count.
  const comments = useQuery({ queryKey: commentKeys.counts(version), queryFn: () => commentsApi.counts(version), enabled: !!view.data });
  const queryClient = useQueryClient();
  /** The draft after a change, with its change histories (under the same key). */
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'version', version] });
  const data = view.data;
  // A draft sent for approval is read, not edited, until it is sent back or published (issue 27).
  const approval = useQuery({ queryKey: approvalKey(version), queryFn: () => approvalApi.get(version), enabled: data?.status === 'draft' });
  const isDraft = data?.status === 'draft';
  const session = useSession();
  // An approving officer may hold 61 alone: they read the draft, comment on it and approve it, never edit it.
  const mayEdit = hasPrivilege(session, ADMIN_PRIV.catalogue);
  const editable = mayEdit && isDraft && approval.data?.state !== 'awaitingApproval';
  // Undo and redo of this session's changes (undoStack.ts): every change below is heard through draftApi/historyApi.
  const undoRedo = useUndoRedo(version, editable, reload);
  const [working, setWorking] = useState<Working | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  /** The open part's fields a refused save named, each with its words, shown on the field. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const messageAt = (at: Where) => (message?.at === at ? message : null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [confirm, setConfirm] = useState<'discard' | 'retire' | null>(null);
  const userId = session?.logInUser.userId ?? 0;
  /** Unsaved edits of the open part found on this device, offered back. */
  const [offer, setOffer] = useState<UnsavedEdit | null>(null);
  // Raised by each refusal for a stale base, so the rebase preview opens every time (also after a Cancel).
  const [rebaseAsked, setRebaseAsked] = useState(0);

  // Reloading or closing the tab with unsaved edits asks first (the edits are also kept on the device).
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // The part picked in the outline, as a working copy the editor changes until Save. Taken when the
  // selection or the draft changes; what it reads besides (the part in hand, unsaved or not) is read fresh.
  const takePart = useEffectEvent((data: typeof view.data, selected: Selection) => {
    if (!data || !selected) return setWorking(null);
    if (working && working.kind === selected.kind && working.id === selected.id && dirty) return;
    const c = data.catalogue;
    const revision = data.revisions[targetOf(selected)] ?? 0;
    const part = <K extends Working['kind'], V>(kind: K, id: string, value: V) => ({ kind, id, value, base: value, revision }) as Working;
    let next: Working | null = null;
    if (selected.kind === 'question') {
      const at = locateQuestion(c, selected.id);
      next = at ? part('question', selected.id, at.subdomain.questions[at.index]) : null;
    } else if (selected.kind === 'title') {
      next = part('title', '', c.title);
    } else if (selected.kind === 'grading') {
      next = part('grading', '', c.grading);
    } else if (selected.kind === 'optionGroup') {
      const g = selected.id ? c.optionGroups.find((x) => x.id === selected.id) : NEW_GROUP;
      next = g ? part('optionGroup', selected.id, g) : null;
    } else if (selected.kind === 'subdomain') {
      const s = findSubdomain(c, selected.id);
      next = s ? part('subdomain', s.id, sectionOf(s)) : null;
    } else {
      const d = c.domains.find((x) => x.id === selected.id);
      next = d ? part('domain', d.id, sectionOf(d)) : null;
    }
    setWorking(next);
    // Edits of this part left unsaved on this device: offered back, unless the draft already has them.
    const kept = next && editable ? readUnsaved(userId, version, targetOf(next)) : null;
    if (kept && next && sameValue(kept.value, next.value)) dropUnsaved(userId, version, targetOf(next));
    setOffer(kept && next && !sameValue(kept.value, next.value) ? kept : null);
    setDirty(false);
    setConflict(null);
    setFieldErrors({});
  });
  useEffect(() => takePart(data, selected), [data, selected]);

  const select = (s: Selection) => {
    if (dirty && !window.confirm(t`Leave this part without saving your changes?`)) return;
    if (dirty && working) dropUnsaved(userId, version, targetOf(working));
    setDirty(false);
    setMessage(null);
    setParams(paramsOf(s), { replace: false });
  };

  /** A save refused for another's newer change, in words, beside the Save button (one object per conflict, so it takes the focus once). */
  const conflictMessage = useMemo(() => {
    if (!conflict) return null;
    const when = new Date(conflict.at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN');
    const who = conflict.byYou ? t`You changed this part in another tab or window at ${when}, after this page opened it.` : t`${conflict.by} changed this part at ${when}, after you opened it.`;
    const both = conflict.fields.length > 0 ? t`Changed in both: ${conflict.fields.map((f) => fieldWords((d) => i18n._(d), f)).join(', ')}.` : '';
    return { kind: 'warning' as const, text: [who, both].filter(Boolean).join(' ') };
  }, [conflict, lang, t, i18n]);

  const domainOfSelection = useMemo(() => {
    if (!data || !selected || selected.kind === 'title' || selected.kind === 'grading' || selected.kind === 'optionGroup') return data?.catalogue.domains[0]?.id ?? null;
    if (selected.kind === 'domain') return selected.id;
    if (selected.kind === 'subdomain') return data.catalogue.domains.find((d) => d.subdomains.some((s) => s.id === selected.id))?.id ?? null;
    return locateQuestion(data.catalogue, selected.id)?.domain.id ?? null;
  }, [data, selected]);

  /**
   * Runs one change against the server, then reloads the draft; a refusal keeps what was typed.
   * Its message shows `at` the buttons that ran it (a success may show elsewhere: `doneAt`).
   */
  async function run(action: () => Promise<unknown>, done: string | undefined, at: Where, doneAt: Where = at) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setDirty(false);
      setConflict(null);
      setFieldErrors({});
      if (done) setMessage({ kind: 'success', text: done, at: doneAt });
      reload();
      if (problems) setProblems(await draftApi.check(version));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.details[0]?.problem === 'changedSince') {
        const d = err.details[0];
        setConflict({ by: String(d.by ?? ''), at: String(d.at ?? ''), byYou: d.byYou === true, fields: Array.isArray(d.fields) ? d.fields.map(String) : [] });
      } else if (err instanceof ApiError && err.status === 409 && err.errorCode === 'catalogueDraftBaseStale') {
        setRebaseAsked((n) => n + 1);
        setMessage({ kind: 'error', text: errorText(err), at });
      } else if (err instanceof ApiError && err.details.some(isFormatDetail)) {
        // The format's findings in words, each naming its field; the open part's also on the field.
        const tr = (d: MessageDescriptor) => i18n._(d);
        setMessage({ kind: 'error', text: t`Not saved:`, details: (err.details as unknown[]).filter(isFormatDetail).map((d) => refusalWords(tr, d)), at });
        if (working) setFieldErrors(fieldRefusals(tr, err.details, targetOf(working)));
      } else {
        setMessage({ kind: 'error', text: errorText(err), details: err instanceof ApiError ? err.details.map((d) => String(d.message ?? d.questionid ?? d.field ?? '')).filter(Boolean) : undefined, at });
      }
    } finally {
      setBusy(false);
    }
  }

  /**
   * Saves the fields changed since the part was opened (each with the value it started from), so
   * a field changed meanwhile in another tab or by someone else is never written back from here.
   */
  const save = (overwrite = false) => {
    if (!working || !data) return;
    const target = targetOf(working);
    const done = () => dropUnsaved(userId, version, target);
    if (working.kind === 'optionGroup' && !working.id) {
      const group = working.value;
      if (data.catalogue.optionGroups.some((g) => g.id === group.id)) {
        setMessage({ kind: 'error', text: t`An option group named ${group.id} exists already. Choose another short name.`, at: 'save' });
        return;
      }
      return run(async () => {
        await draftApi.saveOptionGroup(version, group, { revision: 0 });
        done();
        setParams({ og: group.id });
      }, t`Saved.`, 'save');
    }
    const changes = working.kind === 'domain' || working.kind === 'subdomain' ? partChanges(compact(working.base), compact(working.value)) : partChanges(working.base, working.value);
    if (!changes.length) {
      done();
      setDirty(false);
      // Typed back to what is saved: an earlier refusal no longer holds.
      setMessage(null);
      setFieldErrors({});
      return;
    }
    const sent = working;
    return run(async () => {
      const saved = await draftApi.savePart(version, target, changes, { revision: sent.revision, overwrite });
      // The part now starts from what was sent, at the revision this save made: typing on before
      // the draft has reloaded, the next save goes against this one, not refused as a change "in
      // another tab" (it kept the revision the part was opened at). The fields are locked while a
      // save travels, so nothing typed is newer than what was sent.
      setWorking((now) => (now && now.kind === sent.kind && now.id === sent.id ? ({ ...now, base: sent.value, revision: saved.revision } as Working) : now));
      done();
    }, t`Saved.`, 'save');
  };

  const check = () =>
    run(
      async () => {
        setProblems(await draftApi.check(version));
      },
      undefined,
      'toolbar',
    );

  function renderPart(w: Working) {
    const disabled = !editable || busy;
    const edit = (next: Working) => {
      setWorking(next);
      setDirty(true);
      setFieldErrors({});
      keepUnsaved(userId, version, targetOf(next), { value: next.value, base: next.base, revision: next.revision });
    };
    switch (w.kind) {
      case 'question':
        return <QuestionEditor catalogue={c} question={w.value} lang={lang} disabled={disabled} errors={fieldErrors} onChange={(value) => edit({ ...w, value })} />;
      case 'title':
        return (
          <div className="section-editor">
            <h2 className="card-title">{t`Title of version ${version}`}</h2>
            <BilingualText label={t`Title`} textKey="version|title" errors={{ en: fieldErrors.en, hi: fieldErrors.hi }} value={w.value} onChange={(value) => value && edit({ ...w, value })} disabled={disabled} />
          </div>
        );
      case 'grading':
        return <GradingEditor value={w.value} disabled={disabled} onChange={(value) => edit({ ...w, value })} />;
      case 'optionGroup': {
        const users = c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).filter((q) => q.optionGroup === w.id && w.id !== '');
        return <OptionGroupEditor value={w.value} isNew={w.id === ''} usedBy={users.map((q) => q.id)} multi={users.some((q) => q.type === 'multi')} disabled={disabled} errors={fieldErrors} onChange={(value) => edit({ ...w, value })} />;
      }
      default:
        return <SectionEditor kind={w.kind} id={w.id} value={w.value} disabled={disabled} errors={fieldErrors} onChange={(value) => edit({ ...w, value })} />;
    }
  }

  if (view.isPending) return <Loading />;
  if (view.error || !data) return <Alert kind="error">{view.error ? errorText(view.error) : t`No records found!`}</Alert>;
  const c = data.catalogue;
  const todo = Object.values(data.missingHindi).reduce((s, n) => s + n, 0);
  const stale = editable && !!data.newestPublished && data.basedOn !== data.newestPublished;
  const keptElsewhere = editable ? unsavedTargets(userId, version).filter((x) => !working || x !== targetOf(working)) : [];

  return (
    <div className="page admin-page catalogue-editor">
      <p>
        <Link to="/catalogue">{t`All versions`}</Link>
      </p>
      <h1 className="page-title">
        {isDraft ? t`Draft ${version}` : t`Version ${version}`} · {c.title[lang]}
      </h1>
      <p className="muted">
        {isDraft ? t`Drafted from ${data.basedOn ?? '–'} by ${data.createdBy ?? '–'}.` : t`Published on ${c.publishedOn ?? ''} by ${data.publishedBy ?? '–'}. A published version never changes.`}{' '}
        {todo > 0 ? t`Hindi still to write: ${todo}.` : ''}
      </p>
      <div className="toolbar">
        {isDraft ? (
          <>
            <button type="button" className="btn" disabled={busy} onClick={() => void check()}>
              {t`Check`}
            </button>
            <Link className="btn" to={`/catalogue/${encodeURIComponent(version)}/impact`}>
              {t`Impact on schools`}
            </Link>
            {data.basedOn && (
              <Link className="btn" to={`/catalogue?from=${encodeURIComponent(data.basedOn)}&to=${encodeURIComponent(version)}`}>
                {t`Compare with ${data.basedOn}`}
              </Link>
            )}
            {editable && (
              <>
                <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirm('discard')}>
                  {t`Discard the draft`}
                </button>
                <UndoRedoBar state={undoRedo.state} busy={undoRedo.busy || busy} onUndo={undoRedo.undo} onRedo={undoRedo.redo} />
              </>
            )}
          </>
        ) : mayEdit ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(async () => navigate(`/catalogue/${(await draftApi.start(version)).version}`), undefined, 'toolbar')}>
            {t`Start a draft from this version`}
          </button>
        ) : null}
        <Link className="btn" to={`/catalogue/${encodeURIComponent(version)}/logic${domainOfSelection ? `?d=${domainOfSelection}` : ''}`}>
          {t`Logic and scoring map`}
        </Link>
        <Link className="btn" to={`/catalogue/${encodeURIComponent(version)}/notice`}>
          {t`Change notice`}
        </Link>
      </div>
      <ActionMessage message={messageAt('toolbar')} testId="toolbar-message" />
      {isDraft && (
        <ApprovalBar
          version={version}
          maySend={mayEdit}
          recheck={recheck.data ?? []}
          comments={comments.data}
          onCommentsChanged={() => void comments.refetch()}
          onPublished={(text) => setMessage({ kind: 'success', text, at: 'toolbar' })}
          busy={busy}
          onChanged={reload}
          onStale={() => setRebaseAsked((n) => n + 1)}
          onProblems={() => void check()}
        />
      )}
      {stale && data.newestPublished && (
        <RebasePanel
          version={version}
          basedOn={data.basedOn}
          newest={data.newestPublished}
          openRequest={rebaseAsked}
          onReload={() => {
            setRebaseAsked(0);
            reload();
          }}
          onRebased={() => {
            setRebaseAsked(0);
            setMessage({ kind: 'success', text: t`This draft now has the changes of ${data.newestPublished ?? ''}.`, at: 'rebase' });
            reload();
          }}
        />
      )}
      <ActionMessage message={messageAt('rebase')} testId="rebase-message" />
      {keptElsewhere.length > 0 && (
        <Alert kind="info">
          <span className="unsaved-list" data-testid="unsaved-parts">
            {t`Changes not saved, kept on this device:`}
            {keptElsewhere.map((target) => (
              <button key={target} type="button" className="btn btn-xs" onClick={() => select(selectionOfTarget(target))}>
                {target.replace(/^version$/, t`Title`)}
              </button>
            ))}
          </span>
        </Alert>
      )}
      <TextsSheet version={version} editable={editable} onApplied={reload} />
      {problems && (
        <CheckPanel
          problems={problems}
          onPick={(p) => (p.path.startsWith('testSchools') ? document.getElementById('test-schools')?.scrollIntoView() : select(partOfProblem(p, c)))}
          partName={(p) => {
            if (p.path.startsWith('testSchools')) return t`Test schools`;
            const part = partOfProblem(p, c);
            if (!part) return t`Version`;
            if (part.kind === 'title') return t`Title`;
            if (part.kind === 'grading') return t`Grading`;
            if (part.kind === 'optionGroup') return t`Option group ${part.id}`;
            return part.id;
          }}
        />
      )}
      <TestSchoolsPanel version={version} editable={editable} onChanged={() => problems && void draftApi.check(version).then(setProblems)} />
      <RecheckContext.Provider value={recheckOf(recheck.data, confirmer((texts) => draftApi.hindiChecked(version, texts), reload), !editable || busy)}>
      {editable && <HindiRecheckPanel list={recheck.data ?? []} onOpen={(target) => select(selectionOfTarget(target))} />}
      <div className="editor-grid">
        <OutlineNav
          catalogue={c}
          missingHindi={data.missingHindi}
          recheck={recheck.data}
          comments={comments.data}
          selected={selected}
          onSelect={select}
          lang={lang}
          editable={editable}
          busy={busy}
          onMoveQuestion={(id, sd, index) => void run(() => draftApi.moveQuestion(version, id, sd, index), undefined, `outline:question:${id}`)}
          onMoveSubdomain={(id, d, index) => void run(() => draftApi.moveSubdomain(version, id, d, index), undefined, `outline:subdomain:${id}`)}
          basedOn={data.basedOn}
          feedback={message?.at.startsWith('outline:') ? { at: message.at.slice('outline:'.length), node: <ActionMessage message={message} testId="outline-message" /> } : null}
          onAddQuestion={(sd) =>
            void run(async () => {
              const { questionid } = await draftApi.addQuestion(version, sd, NEW_QUESTION);
              setParams({ q: questionid });
            }, t`Question added. Write its text in both languages and save.`, `outline:add:${sd}`, 'top')
          }
          onAddOptionGroup={() => select({ kind: 'optionGroup', id: '' })}
          onAddSubdomain={(d) =>
            void run(async () => {
              const { subdomainid } = await draftApi.addSubdomain(version, d, { en: 'New subdomain', hi: '' });
              setParams({ sd: subdomainid });
            }, t`Subdomain added. Name it, then add at least two questions.`, `outline:add:${d}`, 'top')
          }
        />
        <section className="card editor-pane" aria-label={t`Editor`}>
          <ActionMessage message={messageAt('top')} testId="part-message" />
          {!working ? (
            <p className="muted">{t`Pick a domain, subdomain or question in the outline.`}</p>
          ) : (
            <>
              {offer && !dirty && (
                <Alert kind="info">
                  {t`Changes to this part that were not saved (${new Date(offer.savedAt).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}) are kept on this device.`}{' '}
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => {
                      setWorking({ ...working, value: offer.value, base: offer.base, revision: offer.revision } as Working);
                      setDirty(true);
                      setOffer(null);
                    }}
                  >
                    {t`Restore them`}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => {
                      dropUnsaved(userId, version, targetOf(working));
                      setOffer(null);
                    }}
                  >
                    {t`Discard them`}
                  </button>
                </Alert>
              )}
              {renderPart(working)}
              {editable && (
                <div className="form-buttons">
                  <button type="button" className="btn btn-primary" disabled={busy || !dirty} onClick={() => void save()}>
                    {t`Save`}
                  </button>
                  {(working.kind === 'question' || working.kind === 'subdomain') && (
                    <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setConfirm('retire')}>
                      {working.kind === 'question' ? t`Retire this question` : t`Retire this subdomain`}
                    </button>
                  )}
                  {working.kind === 'question' && (
                    <CopyQuestionButton
                      version={version}
                      questionId={working.id}
                      disabled={busy || dirty}
                      onCopied={(id) => {
                        reload();
                        setParams({ q: id });
                      }}
                    />
                  )}
                </div>
              )}
              <ActionMessage message={messageAt('save')} testId="save-message" />
              {conflictMessage && (
                <ActionMessage message={conflictMessage} testId="conflict-message">
                  <button type="button" className="btn btn-sm" onClick={() => void save(true)}>
                    {t`Save mine over it`}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => {
                      dropUnsaved(userId, version, targetOf(working));
                      setDirty(false);
                      setConflict(null);
                      reload();
                    }}
                  >
                    {t`Load theirs`}
                  </button>
                </ActionMessage>
              )}
              {editable && working.kind === 'question' && <MoveTo catalogue={c} questionId={working.id} busy={busy} onMove={(sd, index) => void run(() => draftApi.moveQuestion(version, working.id, sd, index), t`Moved.`, 'move')} />}
              <ActionMessage message={messageAt('move')} testId="move-message" />
              {/* Threads are on questions, option groups, grading, subdomains and domains; a new group has none until saved. */}
              {working.kind === 'grading' || (working.kind !== 'title' && working.id !== '') ? (
                <CommentsPanel version={version} target={targetOf(working)} partName={partWords((d) => i18n._(d), targetOf(working))} editable={isDraft} />
              ) : null}
              {/* A new option group has no history until it is saved. */}
              {!(working.kind === 'optionGroup' && working.id === '') && <ChangeHistory version={version} target={targetOf(working)} editable={editable} />}
            </>
          )}
          {editable && <RetiredQuestions version={version} catalogue={c} lang={lang} onOpen={(id) => setParams({ q: id })} />}
          <GonePartComments version={version} catalogue={c} counts={comments.data} editable={isDraft} />
          <ChangeHistory version={version} />
        </section>
        {/* The saved draft: its validator comes from the server, which knows only saved drafts. */}
        {domainOfSelection && (
          <DraftPreview
            catalogue={c}
            domainId={domainOfSelection}
            unsaved={dirty}
            actions={editable ? (answers) => <SavePreviewAnswers version={version} answers={givenAnswers(answers)} grading={c.grading} /> : undefined}
          />
        )}
      </div>
      </RecheckContext.Provider>
      <ConfirmDialog
        open={confirm === 'discard'}
        title={t`Discard draft ${version}?`}
        confirmLabel={t`Discard the draft`}
        busy={busy}
        onConfirm={() => void run(async () => (setConfirm(null), await draftApi.discard(version), navigate('/catalogue')), undefined, 'toolbar')}
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
          }, t`Retired. Its number will not be used again.`, 'save', 'top')
        }
        onCancel={() => setConfirm(null)}
      >
        {t`It leaves this draft; forms on earlier versions keep it. Its number will never be given to another question.`}
      </ConfirmDialog>
    </div>
  );
}

const sectionOf = (s: SectionFields): SectionFields => ({ name: s.name, description: s.description, weight: s.weight });
/** A domain's or subdomain's fields as the server keeps them: an empty description is none. */
function compact(s: SectionFields): SectionFields {
  const out: SectionFields = { name: s.name };
  if (s.description && (s.description.en || s.description.hi)) out.description = s.description;
  if (s.weight !== undefined) out.weight = s.weight;
  return out;
}

/** The outline selection of a part named as the change history names it. */
function selectionOfTarget(target: string): Selection {
  if (target === 'version') return { kind: 'title', id: '' };
  if (target === 'grading') return { kind: 'grading', id: '' };
  const [kind, id] = target.split(':');
  return { kind: kind as 'question' | 'subdomain' | 'domain' | 'optionGroup', id };
}

function paramsOf(s: Selection): Record<string, string> {
  if (!s) return {};
  if (s.kind === 'title' || s.kind === 'grading') return { part: s.kind };
  const key = { question: 'q', subdomain: 'sd', domain: 'd', optionGroup: 'og' }[s.kind];
  return { [key]: s.id };
}

/** The part a problem is in, from the ids the server names or else from its path. */
function partOfProblem(p: Problem, c: CatalogueVersion): Selection {
  if (p.questionid) return { kind: 'question', id: p.questionid };
  if (p.subdomainid) return { kind: 'subdomain', id: p.subdomainid };
  if (p.domainid) return { kind: 'domain', id: p.domainid };
  if (p.path.startsWith('grading')) return { kind: 'grading', id: '' };
  if (p.path.startsWith('title')) return { kind: 'title', id: '' };
  const group = /^optionGroups\[(\d+)\]/.exec(p.path);
  if (group) return { kind: 'optionGroup', id: c.optionGroups[Number(group[1])]?.id ?? '' };
  return null;
}

/** Moves a question to the end of another subdomain (up and down in the outline move it within one). */
function MoveTo({ catalogue, questionId, busy, onMove }: { catalogue: CatalogueVersion; questionId: string; busy: boolean; onMove: (subdomain: string, index: number) => void }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const here = locateQuestion(catalogue, questionId);
  const [to, setTo] = useState('');
  const subdomains = catalogue.domains.flatMap((d) => d.subdomains.map((s) => ({ d, s })));
  const target = subdomains.find((x) => x.s.id === to);
  // Said before the click: a move that would put a question before what it depends on is refused.
  const refusal = target ? questionMoveRefusal(catalogue, questionId, target.s.id, target.s.questions.length) : [];
  return (
    <div className="move-to">
      <div className="field">
        <label htmlFor="move-to">{t`Move this question to subdomain`}</label>
        <select id="move-to" value={to} disabled={busy} onChange={(e) => setTo(e.target.value)}>
          <option value="">{t`Choose a subdomain`}</option>
          {subdomains
            .filter((x) => x.s.id !== here?.subdomain.id)
            .map(({ d, s }) => (
              <option key={s.id} value={s.id}>
                {d.id} · {s.id} · {pick(s.name, lang) || s.name.en}
              </option>
            ))}
        </select>
      </div>
      <button type="button" className="btn" disabled={busy || !target || refusal.length > 0} aria-describedby={refusal.length ? 'move-to-refusal' : undefined} onClick={() => target && onMove(target.s.id, target.s.questions.length)}>
        {t`Move`}
      </button>
      {refusal.length > 0 && (
        <div className="alert alert-warning move-refusal" id="move-to-refusal" role="status" data-testid="move-to-refusal">
          {refusal.map((x, i) => (
            <p key={i}>{x[lang]}</p>
          ))}
        </div>
      )}
    </div>
  );
}
