import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionMessage } from './ActionMessage';
import type { RebaseChoice } from '../../../../engine';
import { errorText } from '../../../api/client';
import { Alert } from '../../../components/Alert';
import { useLang } from '../../../app/LangContext';
import { draftApi, type RebasePreview } from './draftApi';
import { fieldWords, partWords } from './partWords';
import { rebaseFields, type RebaseField } from './rebaseFields';
import type { MessageDescriptor } from '@lingui/core';

type Props = {
  version: string;
  basedOn: string | null;
  newest: string;
  /** Raised by one each time publishing is refused for this: the preview opens (again, after a Cancel). */
  openRequest?: number;
  /** Called once the draft is based on the newest version, so the editor reloads it. */
  onRebased: () => void;
  /** Reloads the draft without a word: the preview found nothing to bring in (someone else already did). */
  onReload: () => void;
};

type Obj = Record<string, unknown>;
const isText = (v: unknown): v is { en: string; hi: string } => !!v && typeof v === 'object' && typeof (v as Obj).en === 'string' && typeof (v as Obj).hi === 'string';

/**
 * A draft started from an older version than the newest published one: what bringing the newest
 * version's changes in does, and for each part changed in both, the two side by side with a choice,
 * each field marked with the side that changed it since the version the draft was started from.
 */
export function RebasePanel({ version, basedOn, newest: newestProp, openRequest, onRebased, onReload }: Props) {
  const { t, i18n } = useLingui();
  const say = (d: MessageDescriptor) => i18n._(d);
  const { lang } = useLang();
  /** A value as an officer reads it: texts in the page's language, options and bands one a line with their scores. */
  const shown = (v: unknown): string => {
    if (v === undefined || v === null) return '–';
    if (typeof v === 'string') return v;
    if (typeof v === 'boolean') return v ? t`Yes` : t`No`;
    if (isText(v)) return v[lang] || v.en;
    if (Array.isArray(v)) return v.map(shown).join('\n');
    if (typeof v === 'object') {
      const o = v as Obj;
      const name = isText(o.label) ? shown(o.label) : isText(o.name) ? shown(o.name) : null;
      if (name !== null) return typeof o.score === 'number' ? t`${name} (score ${o.score})` : name;
    }
    return JSON.stringify(v);
  };
  const nameOf = (c: { draft: unknown; newest: unknown }) => {
    const o = (c.draft ?? c.newest) as Obj | null;
    return o && (isText(o.label) || isText(o.name)) ? shown(isText(o.label) ? o.label : o.name) : '';
  };
  const [preview, setPreview] = useState<RebasePreview | null>(null);
  const [choices, setChoices] = useState<Record<string, RebaseChoice>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One object per refusal, so the message beside the buttons takes the focus once.
  const errorMessage = useMemo(() => (error ? { kind: 'error' as const, text: error } : null), [error]);

  const look = async () => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await draftApi.rebasePreview(version));
      setChoices({});
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!preview?.newest) return;
    setBusy(true);
    setError(null);
    try {
      await draftApi.rebase(
        version,
        preview.newest,
        Object.entries(choices).map(([target, take]) => ({ target, take })),
      );
      setPreview(null);
      onRebased();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const panel = useRef<HTMLElement>(null);
  // Asked again while the preview is shown: keep the choices made, show where they are.
  const opened = useEffectEvent(() => {
    if (preview) panel.current?.scrollIntoView?.({ block: 'nearest' });
    else void look();
  });
  // Only when asked to open: each refused publish raises the request.
  useEffect(() => {
    if (openRequest) opened();
  }, [openRequest]);
  const allChosen = !!preview && preview.conflicts.every((c) => choices[c.target]);
  // Once the preview is in, its newest version is the one named and the one brought in.
  const newest = preview?.newest ?? newestProp;
  const from = preview?.basedOn ?? basedOn;
  const nothingToBring = !!preview && (!preview.newest || preview.newest === preview.basedOn);

  /** One side of a conflict: its fields, each marked when this side changed it, or where it is not. */
  const side = (c: RebasePreview['conflicts'][number], fields: RebaseField[], which: 'draft' | 'newest') => {
    const part = c[which];
    if (part === null) {
      const retired = c.base !== null;
      return <p className="muted">{which === 'draft' ? (retired ? t`Retired in this draft` : t`Not in this draft`) : retired ? t`Retired in ${newest}` : t`Not in ${newest}`}</p>;
    }
    return (
      <dl>
        {fields.map((f) => {
          const changed = which === 'draft' ? f.byDraft : f.byNewest;
          const known = c.base !== null && !!from;
          return (
            <div key={f.path.join('.')}>
              <dt>
                {fieldWords(say, (c.target === 'version' ? ['title', ...f.path] : f.path).join('.'))}
                {changed ? (
                  <span className="rebase-mark rebase-changed">{which === 'draft' ? t`changed in this draft` : t`changed in ${newest}`}</span>
                ) : (
                  known && <span className="rebase-mark">{t`as in ${from}`}</span>
                )}
              </dt>
              <dd>{shown(f[which])}</dd>
            </div>
          );
        })}
      </dl>
    );
  };

  if (nothingToBring) {
    return (
      <section ref={panel} className="card rebase-panel" data-testid="rebase-panel" aria-label={t`Newer published version`}>
        <Alert kind="info">
          {preview.newest
            ? t`This draft already has the changes of ${newest}, the newest published version: there is nothing to bring in. Reload the draft to see it as it is now.`
            : t`No version is published yet: there is nothing to bring in.`}
        </Alert>
        <button type="button" className="btn" onClick={onReload}>
          {t`Reload the draft`}
        </button>
      </section>
    );
  }

  return (
    <section ref={panel} className="card rebase-panel" data-testid="rebase-panel" aria-label={t`Newer published version`}>
      <Alert kind="warning">
        {t`This draft was started from ${from ?? '–'}, but ${newest} is the newest published version. Bring in the changes of ${newest} before publishing, or publishing would undo them.`}
      </Alert>
      {!preview ? (
        <button type="button" className="btn" disabled={busy} onClick={() => void look()}>
          {t`Bring in the changes of ${newest}`}
        </button>
      ) : (
        <>
          <p>{t`Parts that come from ${newest} as they are, because this draft did not change them: ${preview.fromNewest}.`}</p>
          {preview.conflicts.length === 0 ? (
            <p>{t`No part was changed both in this draft and in ${newest}.`}</p>
          ) : (
            <p>{t`Changed both in this draft and in ${newest}: choose for each part which to keep.`}</p>
          )}
          {preview.conflicts.map((c) => {
            const fields = rebaseFields(c);
            return (
              <fieldset key={c.target} className="rebase-part" data-target={c.target}>
                <legend>
                  {partWords(say, c.target)}
                  {nameOf(c) && ` · ${nameOf(c)}`}
                </legend>
                <div className="rebase-sides">
                  <div>
                    <h3 className="small">{t`This draft`}</h3>
                    {side(c, fields, 'draft')}
                  </div>
                  <div>
                    <h3 className="small">{newest}</h3>
                    {side(c, fields, 'newest')}
                  </div>
                </div>
                <div className="check-row">
                  <label>
                    <input type="radio" name={`rebase-${c.target}`} checked={choices[c.target] === 'draft'} onChange={() => setChoices({ ...choices, [c.target]: 'draft' })} />{' '}
                    {t`Keep this draft's`}
                  </label>
                  <label>
                    <input type="radio" name={`rebase-${c.target}`} checked={choices[c.target] === 'newest'} onChange={() => setChoices({ ...choices, [c.target]: 'newest' })} />{' '}
                    {t`Take ${newest}'s`}
                  </label>
                </div>
              </fieldset>
            );
          })}
          <div className="toolbar">
            <button type="button" className="btn btn-primary" disabled={busy || !allChosen} onClick={() => void apply()}>
              {t`Bring in the changes`}
            </button>
            <button type="button" className="btn" disabled={busy} onClick={() => setPreview(null)}>
              {t`Cancel`}
            </button>
          </div>
        </>
      )}
      <ActionMessage message={errorMessage} testId="rebase-error" />
    </section>
  );
}
