import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { locateQuestion, pick, type CatalogueVersion } from '../../../../engine';
import { useLang } from '../../../app/LangContext';
import { questionMoveRefusal } from './moveCheck';

/** Moves a question to the end of another subdomain (up and down in the outline move it within one). */
export function MoveTo({ catalogue, questionId, busy, onMove }: { catalogue: CatalogueVersion; questionId: string; busy: boolean; onMove: (subdomain: string, index: number) => void }) {
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
