import { Trans, useLingui } from '@lingui/react/macro';

/** The rules for evidence files (server/storage/file-type.ts: six types, 10 MB each). */
export function HelpEvidence() {
  const { t } = useLingui();
  return (
    <>
      <p>{t`Attach evidence to a question with the upload button under it. These file types are accepted:`}</p>
      <ul className="file-types" aria-label={t`Accepted file types`}>
        <li>PDF</li>
        <li>JPEG</li>
        <li>PNG</li>
        <li>WebP</li>
        <li>DOCX</li>
        <li>XLSX</li>
      </ul>
      <ul>
        <li>
          <Trans>Each file may be up to 10 MB. Scan or photograph at a size where the text is readable, not larger.</Trans>
        </li>
        <li>
          <Trans>
            The file&apos;s content is checked, not only its name: a file renamed to .pdf that is not a PDF is refused. Word files must be .docx and Excel files .xlsx (not the
            older .doc or .xls).
          </Trans>
        </li>
        <li>
          <Trans>You may attach several files to one question, and remove a wrong file while the form is with you.</Trans>
        </li>
        <li>
          <Trans>Questions marked as needing evidence must have at least one attachment before you can submit; the form lists any that are missing.</Trans>
        </li>
        <li>
          <Trans>Give files clear names (for example “fire-drill-register-2026.pdf”) and leave out personal details of students that the question does not need.</Trans>
        </li>
      </ul>
      <p className="note">
        <Trans>Once you submit the form it is locked for you. You can change answers and evidence again only if a reviewer sends the form back.</Trans>
      </p>
    </>
  );
}
