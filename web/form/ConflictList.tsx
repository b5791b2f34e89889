import { useLingui } from '@lingui/react/macro';
import type { Conflict } from './answerSync';
import { answerLabel } from './answerLabel';

type Props = {
  conflicts: Conflict[];
  /** The question schemas of the open domain, for option titles; other domains show codes. */
  properties: Record<string, unknown>;
  onKeepMine: (questionid: string) => void;
  onTakeTheirs: (questionid: string) => void;
  busy?: boolean;
};

/** Answers changed on the server since this device loaded them: nothing is overwritten until the head chooses. */
export function ConflictList({ conflicts, properties, onKeepMine, onTakeTheirs, busy }: Props) {
  const { t } = useLingui();
  if (conflicts.length === 0) return null;
  const none = t`No answer`;
  return (
    <section className="alert alert-warning conflicts" role="alert" aria-labelledby="conflicts-title" data-testid="conflicts">
      <div className="alert-text">
        <h2 id="conflicts-title" className="conflicts-title">{t`These answers were changed on the server after you opened the form`}</h2>
        <p>{t`Choose which answer to keep for each question.`}</p>
        <ul className="conflict-list">
          {conflicts.map((c) => {
            const schema = properties[c.questionid] as Parameters<typeof answerLabel>[0];
            return (
              <li key={c.questionid}>
                <a href={`#${c.questionid}`} className="q-code">
                  {c.questionid}
                </a>
                <dl>
                  <dt>{t`Your answer`}</dt>
                  <dd>{answerLabel(schema, c.mine, none)}</dd>
                  <dt>{t`On the server`}</dt>
                  <dd>{answerLabel(schema, c.theirs, none)}</dd>
                </dl>
                <div className="conflict-actions">
                  <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => onKeepMine(c.questionid)}>
                    {t`Keep mine`}
                  </button>
                  <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onTakeTheirs(c.questionid)}>
                    {t`Use the server's answer`}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
