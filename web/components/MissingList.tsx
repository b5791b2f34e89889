import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MissingItem } from '../api/types';

type Props = {
  accrid: number | string;
  answers: MissingItem[];
  evidence: MissingItem[];
  other: string[];
  domainName: (id: string) => string;
};

function Items({ accrid, items, domainName }: { accrid: number | string; items: MissingItem[]; domainName: (id: string) => string }) {
  return (
    <ul className="missing-list">
      {items.map((m) => (
        <li key={`${m.domainId}-${m.questionid}`}>
          {m.domainId ? (
            <Link to={`/forms/domain?accrid=${encodeURIComponent(String(accrid))}&domain=${m.domainId}#${m.questionid}`}>
              {m.domainId} {domainName(m.domainId)} · {m.questionid}
            </Link>
          ) : (
            <span>{m.questionid}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Lists what stops a submission: unanswered questions and missing evidence, linked to their domain. */
export function MissingList({ accrid, answers, evidence, other, domainName }: Props) {
  const { t } = useLingui();
  return (
    <div className="missing" role="alert" data-testid="missing-list">
      <h3>{t`Error`}</h3>
      {answers.length > 0 && (
        <>
          <p>{t`These questions are not answered yet:`}</p>
          <Items accrid={accrid} items={answers} domainName={domainName} />
        </>
      )}
      {evidence.length > 0 && (
        <>
          <p>{t`Attachment is mandatory. Attach the evidence to these questions to proceed:`}</p>
          <Items accrid={accrid} items={evidence} domainName={domainName} />
        </>
      )}
      {other.length > 0 && (
        <ul className="missing-list">
          {other.map((o, i) => <li key={i}>{o}</li>)}
        </ul>
      )}
    </div>
  );
}
