import { useLingui } from '@lingui/react/macro';
import { hasPart, type CatalogueVersion } from '../../../../engine';
import { CommentsPanel } from './CommentsPanel';
import type { CommentCounts } from './commentsApi';
import { partWords } from './partWords';

type Props = {
  version: string;
  catalogue: CatalogueVersion;
  counts: CommentCounts | undefined;
  editable: boolean;
};

/** The parts with threads that are no longer in the draft (a retired question, a removed option group), open ones first. */
export function goneParts(catalogue: CatalogueVersion, counts: CommentCounts | undefined): string[] {
  const byTarget = counts?.byTarget ?? {};
  return Object.keys(byTarget)
    .filter((target) => !hasPart(catalogue, target))
    .sort((a, b) => Number(byTarget[b].open > 0) - Number(byTarget[a].open > 0) || a.localeCompare(b));
}

/**
 * Threads on parts that left the draft: no editor opens them any more, yet an open one still asks
 * the approver to confirm at publish. Here they can be answered, resolved or reopened.
 */
export function GonePartComments({ version, catalogue, counts, editable }: Props) {
  const { t, i18n } = useLingui();
  const gone = goneParts(catalogue, counts);
  if (!gone.length) return null;
  return (
    <section className="gone-part-comments" aria-label={t`Comments on parts no longer in this draft`} data-testid="gone-part-comments">
      <h3 className="card-subtitle">{t`Comments on parts no longer in this draft`}</h3>
      {gone.map((target) => (
        <CommentsPanel key={target} version={version} target={target} partName={partWords((d) => i18n._(d), target)} editable={editable} inDraft={false} />
      ))}
    </section>
  );
}
