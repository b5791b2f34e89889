import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { UndoRedoBar } from './UndoRedoBar';
import type { useUndoRedo } from './useUndoRedo';

type Props = {
  version: string;
  basedOn: string | null;
  isDraft: boolean;
  /** A draft this officer may change now (not sent for approval). */
  editable: boolean;
  /** The officer may edit the catalogue: a published version offers a draft from it. */
  mayEdit: boolean;
  busy: boolean;
  undoRedo: ReturnType<typeof useUndoRedo>;
  /** The domain of the part picked, for the logic map. */
  domainId: string | null;
  onCheck: () => void;
  onDiscard: () => void;
  onStartDraft: () => void;
};

/** The catalogue editor's buttons above the outline: check, impact, compare, discard, undo and redo, or a draft from a published version. */
export function DraftToolbar({ version, basedOn, isDraft, editable, mayEdit, busy, undoRedo, domainId, onCheck, onDiscard, onStartDraft }: Props) {
  const { t } = useLingui();
  return (
  <div className="toolbar">
    {isDraft ? (
      <>
        <button type="button" className="btn" disabled={busy} onClick={onCheck}>
          {t`Check`}
        </button>
        <Link className="btn" to={`/catalogue/${encodeURIComponent(version)}/impact`}>
          {t`Impact on schools`}
        </Link>
        {basedOn && (
          <Link className="btn" to={`/catalogue?from=${encodeURIComponent(basedOn)}&to=${encodeURIComponent(version)}`}>
            {t`Compare with ${basedOn}`}
          </Link>
        )}
        {editable && (
          <>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={onDiscard}>
              {t`Discard the draft`}
            </button>
            <UndoRedoBar state={undoRedo.state} busy={undoRedo.busy || busy} onUndo={undoRedo.undo} onRedo={undoRedo.redo} />
          </>
        )}
      </>
    ) : mayEdit ? (
      <button type="button" className="btn btn-primary" disabled={busy} onClick={onStartDraft}>
        {t`Start a draft from this version`}
      </button>
    ) : null}
    <Link className="btn" to={`/catalogue/${encodeURIComponent(version)}/logic${domainId ? `?d=${domainId}` : ''}`}>
      {t`Logic and scoring map`}
    </Link>
    <Link className="btn" to={`/catalogue/${encodeURIComponent(version)}/notice`}>
      {t`Change notice`}
    </Link>
  </div>
  );
}
