import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { partChanges, type RebaseChoice } from '../../../../engine';
import { errorText } from '../../../api/client';
import { Alert } from '../../../components/Alert';
import { useLang } from '../../../app/LangContext';
import { draftApi, type RebasePreview } from './draftApi';
import { fieldWords, partWords } from './partWords';
import type { MessageDescriptor } from '@lingui/core';

type Props = {
  version: string;
  basedOn: string | null;
  newest: string;
  /** Look at once (publishing was just refused for this). */
  open?: boolean;
  /** Called once the draft is based on the newest version, so the editor reloads it. */
  onRebased: () => void;
};

type Obj = Record<string, unknown>;
const isText = (v: unknown): v is { en: string; hi: string } => !!v && typeof v === 'object' && typeof (v as Obj).en === 'string' && typeof (v as Obj).hi === 'string';

/**
 * A draft started from an older version than the newest published one: what bringing the newest
 * version's changes in does, and for each part changed in both, the two side by side with a choice.
 */
export function RebasePanel({ version, basedOn, newest, open, onRebased }: Props) {
  const { t, i18n } = useLingui();
  const say = (d: MessageDescriptor) => i18n._(d);
  const { lang } = useLang();
  /** A value as an officer reads it: texts in the page's language, options and bands one a line with their scores. */
  const shown = (v: unknown): string => {
    if (v === undefined || v === null) return '–';
    if (typeof v === 'string') return v;
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
  useEffect(() => {
    if (open && !preview) void look();
    // only when asked to open
  }, [open]);
  const allChosen = !!preview && preview.conflicts.every((c) => choices[c.target]);

  return (
    <section className="card rebase-panel" data-testid="rebase-panel" aria-label={t`Newer published version`}>
      <Alert kind="warning">
        {t`This draft was started from ${basedOn ?? '–'}, but ${newest} is the newest published version. Bring in the changes of ${newest} before publishing, or publishing would undo them.`}
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
            const fields = partChanges(c.draft, c.newest);
            return (
              <fieldset key={c.target} className="rebase-part" data-target={c.target}>
                <legend>
                  {partWords(say, c.target)}
                  {nameOf(c) && ` · ${nameOf(c)}`}
                </legend>
                <div className="rebase-sides">
                  <div>
                    <h3 className="small">{t`This draft`}</h3>
                    {c.draft === null ? (
                      <p className="muted">{t`Not in this draft (retired or never added)`}</p>
                    ) : (
                      <dl>
                        {fields.map((f) => (
                          <div key={f.path.join('.')}>
                            <dt>{fieldWords(say, f.path.join('.'))}</dt>
                            <dd>{c.newest === null ? nameOf(c) : shown(f.from)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </div>
                  <div>
                    <h3 className="small">{newest}</h3>
                    {c.newest === null ? (
                      <p className="muted">{t`Not in ${newest} (retired there)`}</p>
                    ) : (
                      <dl>
                        {fields.map((f) => (
                          <div key={f.path.join('.')}>
                            <dt>{fieldWords(say, f.path.join('.'))}</dt>
                            <dd>{c.draft === null ? nameOf(c) : shown(f.to)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
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
      {error && <Alert kind="error">{error}</Alert>}
    </section>
  );
}
