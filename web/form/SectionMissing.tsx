import { useLingui } from '@lingui/react/macro';

/** Stops "Save and next": mandatory evidence missing in this domain, each linked to its question. */
export function SectionMissing({ questionids }: { questionids: string[] }) {
  const { t } = useLingui();
  if (questionids.length === 0) return null;
  return (
    <div className="missing" role="alert" data-testid="section-missing">
      <h2 className="missing-title">{t`Error`}</h2>
      <p>{t`Attachment is mandatory. Attach the evidence to these questions to proceed:`}</p>
      <ul className="missing-list">
        {questionids.map((q) => (
          <li key={q}>
            <a href={`#${q}`}>{q}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
