import { useLingui } from '@lingui/react/macro';

function Links({ questionids }: { questionids: string[] }) {
  return (
    <ul className="missing-list">
      {questionids.map((q) => (
        <li key={q}>
          <a href={`#${q}`}>{q}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Stops "Save and next": mandatory evidence missing in this domain, and "Not Applicable" answers
 * without the reason the version requires, each linked to its question.
 */
export function SectionMissing({ questionids, reasons = [] }: { questionids: string[]; reasons?: string[] }) {
  const { t } = useLingui();
  if (questionids.length === 0 && reasons.length === 0) return null;
  return (
    <div className="missing" role="alert" data-testid="section-missing">
      <h2 className="missing-title">{t`Error`}</h2>
      {questionids.length > 0 && (
        <>
          <p>{t`Attachment is mandatory. Attach the evidence to these questions to proceed:`}</p>
          <Links questionids={questionids} />
        </>
      )}
      {reasons.length > 0 && (
        <>
          <p>{t`Give the reason for each "Not Applicable" answer to proceed:`}</p>
          <Links questionids={reasons} />
        </>
      )}
    </div>
  );
}
