import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { partChanges, sameValue } from '../../../../engine';
import { ApiError, errorText } from '../../../api/client';
import { useLang } from '../../../app/LangContext';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Loading';
import { ChangeHistory } from './ChangeHistory';
import { CopyQuestionButton } from './CopyQuestionButton';
import { RetiredQuestions } from './RetiredQuestions';
import { useUndoRedo } from './useUndoRedo';
import { CheckPanel } from './CheckPanel';
import { DraftPreview } from './DraftPreview';
import { OutlineNav, type Selection } from './OutlineNav';
import { TextsSheet } from './TextsSheet';
import { draftApi, type Problem } from './draftApi';
import { RebasePanel } from './RebasePanel';
import { confirmer, RecheckContext, recheckOf } from './hindiRecheck';
import { HindiRecheckPanel } from './HindiRecheckPanel';
import { ActionMessage } from './ActionMessage';
import { CommentsPanel } from './CommentsPanel';
import { partWords } from './partWords';
import { ApprovalBar } from './ApprovalBar';
import { GonePartComments } from './GonePartComments';
import { fieldRefusals, isFormatDetail, refusalWords } from './refusalWords';
import { dropUnsaved, keepUnsaved, readUnsaved, unsavedTargets, type UnsavedEdit } from './unsavedEdits';
import { useAskBeforeUnload } from '../../../components/useAskBeforeUnload';
import '../../admin.css';
import './editor.css';
import { TestSchoolsPanel } from '../test-schools/TestSchoolsPanel';
import { SavePreviewAnswers } from '../test-schools/SavePreviewAnswers';
import { givenAnswers } from '../test-schools/testSchoolsApi';
import { compact, domainOfPart, keyOfSelection, workingPart, NEW_QUESTION, paramsOf, partOfProblem, selectionOf, selectionOfKey, selectionOfTarget, targetOf, type Conflict, type Message, type Where, type Working } from './draftParts';
import { DraftToolbar } from './DraftToolbar';
import { MoveTo } from './MoveTo';
import { KeptElsewhere, UnsavedOffer } from './UnsavedOffer';
import { DraftConfirms } from './DraftConfirms';
import { PartEditor } from './PartEditor';
import { useDraftView } from './useDraftView';
import { ConflictChoice } from './ConflictChoice';

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
  const { view, data, recheck, comments, reload, isDraft, mayEdit, editable, userId, settled } = useDraftView(version);
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
  /** Unsaved edits of the open part found on this device, offered back. */
  const [offer, setOffer] = useState<UnsavedEdit | null>(null);
  // Raised by each refusal for a stale base, so the rebase preview opens every time (also after a Cancel).
  const [rebaseAsked, setRebaseAsked] = useState(0);

  // Reloading or closing the tab with unsaved edits asks first (the edits are also kept on the device).
  useAskBeforeUnload(dirty);

  // The part picked in the outline, as a working copy the editor changes until Save. Taken when the
  // selection or the draft changes; what it reads besides (the part in hand, unsaved or not) is read fresh.
  const takePart = useEffectEvent((data: typeof view.data, selected: Selection) => {
    if (!data || !selected) return setWorking(null);
    if (working && working.kind === selected.kind && working.id === selected.id && dirty) return;
    const next = workingPart(data.catalogue, data.revisions[targetOf(selected)] ?? 0, selected);
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

  const domainOfSelection = useMemo(() => (data ? domainOfPart(data.catalogue, selected) : null), [data, selected]);

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

  const check = () => run(async () => setProblems(await draftApi.check(version)), undefined, 'toolbar');

  const edit = (next: Working) => {
    setWorking(next);
    setDirty(true);
    setFieldErrors({});
    keepUnsaved(userId, version, targetOf(next), { value: next.value, base: next.base, revision: next.revision });
  };

  if (view.isPending || (data && !settled)) return <Loading />;
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
      <DraftToolbar
        version={version}
        basedOn={data.basedOn}
        isDraft={isDraft}
        editable={editable}
        mayEdit={mayEdit}
        busy={busy}
        undoRedo={undoRedo}
        domainId={domainOfSelection}
        onCheck={() => void check()}
        onDiscard={() => setConfirm('discard')}
        onStartDraft={() => void run(async () => navigate(`/catalogue/${(await draftApi.start(version)).version}`), undefined, 'toolbar')}
      />
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
      <KeptElsewhere targets={keptElsewhere} onOpen={(target) => select(selectionOfTarget(target))} />
      <TextsSheet version={version} editable={editable} onApplied={reload} />
      {problems && (
        <CheckPanel
          problems={problems}
          catalogue={c}
          onPick={(p) => (p.path.startsWith('testSchools') ? document.getElementById('test-schools')?.scrollIntoView() : select(partOfProblem(p, c)))}
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
                <UnsavedOffer
                  savedAt={offer.savedAt}
                  onRestore={() => {
                    setWorking({ ...working, value: offer.value, base: offer.base, revision: offer.revision } as Working);
                    setDirty(true);
                    setOffer(null);
                  }}
                  onDiscard={() => {
                    dropUnsaved(userId, version, targetOf(working));
                    setOffer(null);
                  }}
                />
              )}
              <PartEditor working={working} catalogue={c} version={version} disabled={!editable || busy} errors={fieldErrors} onEdit={edit} />
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
              {conflict && (
                <ConflictChoice
                  conflict={conflict}
                  onOverwrite={() => void save(true)}
                  onLoadTheirs={() => {
                    dropUnsaved(userId, version, targetOf(working));
                    setDirty(false);
                    setConflict(null);
                    reload();
                  }}
                />
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
      <DraftConfirms
        asked={confirm}
        version={version}
        working={working}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onDiscard={() => void run(async () => (setConfirm(null), await draftApi.discard(version), navigate('/catalogue')), undefined, 'toolbar')}
        onRetire={(w) =>
          void run(async () => {
            setConfirm(null);
            await (w.kind === 'question' ? draftApi.retireQuestion(version, w.id) : draftApi.retireSubdomain(version, w.id));
            setParams({});
          }, t`Retired. Its number will not be used again.`, 'save', 'top')
        }
      />
    </div>
  );
}
