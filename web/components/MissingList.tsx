import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MissingItem } from '../api/types';

type Props = {
  accrid: number | string;
  answers: MissingItem[];
  evidence: MissingItem[];
  /** "Not Applicable" answers without the reason the version requires. */
  reasons?: MissingItem[];
  other: string[];
  domainName: (id: string) => string;
};

/** Links shown per domain before "and N more": a form with nothing answered would list 200. */
const PER_DOMAIN = 5;

function Items({ accrid, items, domainName }: { accrid: number | string; items: MissingItem[]; domainName: (id: string) => string }) {
  const { t } = useLingui();
  const byDomain = new Map<string, MissingItem[]>();
  for (const m of items) byDomain.set(m.domainId, [...(byDomain.get(m.domainId) ?? []), m]);
  const href = (m: MissingItem) => `/forms/domain?accrid=${encodeURIComponent(String(accrid))}&domain=${m.domainId}#${m.questionid}`;
  return (
    <ul className="missing-list">
      {[...byDomain].map(([domainId, list]) => (
        <li key={domainId}>
          {domainId ? (
            <>
              <span className="missing-domain">
                {domainId} {domainName(domainId)}:
              </span>{' '}
              {list.slice(0, PER_DOMAIN).map((m, i) => (
                <span key={m.questionid}>
                  {i > 0 && ', '}
                  <Link to={href(m)}>{m.questionid}</Link>
                </span>
              ))}
              {list.length > PER_DOMAIN && (
                <>
                  {' '}
                  <Link to={href(list[PER_DOMAIN])}>{t`and ${list.length - PER_DOMAIN} more`}</Link>
                </>
              )}
            </>
          ) : (
            list.map((m) => <span key={m.questionid}>{m.questionid} </span>)
          )}
        </li>
      ))}
    </ul>
  );
}

/** Lists what stops a submission: unanswered questions, missing evidence and reasons, linked to their domain. */
export function MissingList({ accrid, answers, evidence, reasons = [], other, domainName }: Props) {
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
      {reasons.length > 0 && (
        <>
          <p>{t`Give the reason for each "Not Applicable" answer to proceed:`}</p>
          <Items accrid={accrid} items={reasons} domainName={domainName} />
        </>
      )}
      {other.length > 0 && (
        <ul className="missing-list">
          {other.map((o, i) => (
            <li key={i}>{o}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
