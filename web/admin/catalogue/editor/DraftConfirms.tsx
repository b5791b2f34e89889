import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Working } from './draftParts';

type Props = {
  /** The confirmation asked for, if any. */
  asked: 'discard' | 'retire' | null;
  version: string;
  /** The part in hand: the one a retirement retires. */
  working: Working | null;
  busy: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onRetire: (part: Working) => void;
};

/** The two steps of the catalogue editor that cannot be undone, each asked first: discarding the draft, retiring a question or subdomain. */
export function DraftConfirms({ asked, version, working, busy, onCancel, onDiscard, onRetire }: Props) {
  const { t } = useLingui();
  return (
    <>
      <ConfirmDialog open={asked === 'discard'} title={t`Discard draft ${version}?`} confirmLabel={t`Discard the draft`} busy={busy} onConfirm={onDiscard} onCancel={onCancel}>
        {t`Every change in this draft will be lost. Its number is not used again.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={asked === 'retire' && !!working}
        title={working?.kind === 'question' ? t`Retire question ${working.id}?` : t`Retire subdomain ${working?.id ?? ''} and its questions?`}
        confirmLabel={t`Retire`}
        busy={busy}
        onConfirm={() => working && onRetire(working)}
        onCancel={onCancel}
      >
        {t`It leaves this draft; forms on earlier versions keep it. Its number will never be given to another question.`}
      </ConfirmDialog>
    </>
  );
}
