import { useLingui } from '@lingui/react/macro';
import { Reworded } from '../CatalogueDiffView';
import { NoticeReasonField } from './NoticeReasonField';
import type { Notice, NoticeItem, SavedReason } from './noticeApi';

type Props = {
  notice: Notice;
  /** Present when the reasons can be written (a draft, an editor): saves one item's reason. */
  save?: (body: { target: string; en: string; hi: string; base: string | null }) => Promise<SavedReason>;
  onSaved?: (saved: SavedReason) => void;
  onReload?: () => void;
};

const dateOf = (iso: string, lang: string) => new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * A change notice as schools read it, in the notice's own language (its words come from the
 * server, as on the PDF); for a draft's editor, a reason field under each item's first place.
 */
export function ChangeNoticeView({ notice: n, save, onSaved, onReload }: Props) {
  const { t } = useLingui();
  const w = n.words;
  const editing = n.editable && !!save;
  const reasonOf = (target: string, first: boolean) => {
    if (!first) return null;
    if (editing)
      return (
        <NoticeReasonField
          key={target}
          target={target}
          reason={n.reasons[target]}
          save={save}
          onSaved={(s) => onSaved?.(s)}
          onReload={() => onReload?.()}
        />
      );
    const text = n.reasons[target]?.[n.lang].trim();
    return text ? (
      <p className="notice-reason-text">
        <strong>{w.reason}:</strong> {text}
      </p>
    ) : null;
  };
  const item = (i: NoticeItem) => (
    <li key={`${i.target}`} className="notice-item" data-testid={`notice-${i.questionid}`}>
      <div className="muted small">
        <span className="q-code">{i.questionid}</span> {i.domainId} {i.domainName} › {i.subdomainId} {i.subdomainName}
      </div>
      <div className="cell-strong">{i.label}</div>
      {i.texts.map((x) => (
        <div key={x.field} className="notice-texts">
          <p>
            <span className="muted">{x.field === 'help' ? `${w.help} · ${w.was}` : w.was}:</span> {x.before || '—'}
          </p>
          <p>
            <span className="muted">{x.field === 'help' ? `${w.help} · ${w.now}` : w.now}:</span> <Reworded before={x.before} after={x.after} />
          </p>
        </div>
      ))}
      {i.lines.length > 0 && (
        <ul className="notice-lines">
          {i.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {reasonOf(i.target, i.first)}
    </li>
  );
  return (
    <article className="change-notice" lang={n.lang} data-testid="change-notice">
      <header className="card">
        <h2 className="card-title">{w.title}</h2>
        <p className="cell-strong">{w.versionLine}</p>
        <p>{w.comparedLine}</p>
        {w.draftNote && <p className="notice-draft">{w.draftNote}</p>}
        <dl className="notice-facts">
          <dt>{w.orderNumber}</dt>
          <dd data-testid="notice-order">{n.orderNumber ?? <span className="muted">{w.notGiven}</span>}</dd>
          <dt>{w.orderDate}</dt>
          <dd>{n.orderDate ? dateOf(n.orderDate, n.lang) : <span className="muted">{w.notGiven}</span>}</dd>
          <dt>{w.overallReason}</dt>
          <dd>{n.approvalReason ?? <span className="muted">{w.notGiven}</span>}</dd>
        </dl>
        <p className="muted">{w.approvedLine}</p>
      </header>
      {editing && n.needsHindi.length > 0 && (
        <p className="alert alert-warning" data-testid="notice-needs-hindi">
          {t`Reasons without Hindi: ${n.needsHindi.length}. The Hindi notice leaves them out until the Hindi is written.`}
        </p>
      )}
      {n.nothingChanged && (
        <p className="card muted" data-testid="notice-empty">
          {w.nothing}
        </p>
      )}
      {n.sections.map((s) => (
        <section key={s.section} className="card" aria-labelledby={`notice-${s.section}`}>
          <h3 className="card-title" id={`notice-${s.section}`}>
            {s.title} ({s.items.length})
          </h3>
          <ul className="notice-items">{s.items.map(item)}</ul>
        </section>
      ))}
      {n.domains.length > 0 && (
        <section className="card">
          <h3 className="card-title">{w.points}</h3>
          <ul className="notice-lines">
            {n.domains.map((d) => (
              <li key={d.domainId}>{d.line}</li>
            ))}
          </ul>
        </section>
      )}
      {n.grading.length > 0 && (
        <section className="card">
          <h3 className="card-title">{w.grading}</h3>
          <ul className="notice-lines">
            {n.grading.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          {reasonOf('grading', true)}
        </section>
      )}
    </article>
  );
}
