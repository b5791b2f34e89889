import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '../../components/ProgressBar';
import { fileSize } from '../evidenceRules';
import type { OutboxItem } from './outboxTypes';

type Props = { items: OutboxItem[]; onRemove: (id: string) => void };

/** What of one question waits on this device to be sent: each file or comment with where it stands. */
export function OutboxList({ items, onRemove }: Props) {
  const { t } = useLingui();
  const stateText = (i: OutboxItem): string => {
    switch (i.state) {
      case 'queued':
        return i.stored ? t`Kept on this device, to be sent` : t`Saving on this device…`;
      case 'sending':
        return i.payload.kind === 'file' ? t`Uploading…` : t`Sending…`;
      case 'waiting':
        return t`Waiting for the connection: it will be sent when you are online`;
      case 'refused':
        return i.error || (i.payload.kind === 'file' ? t`Something went wrong while uploading the file(s).` : t`Something went wrong while saving the comment.`);
    }
  };
  return (
    <ul className="outbox-list" aria-label={t`Waiting to be sent`} data-testid="outbox-list">
      {items.map((i) => {
        const name = i.payload.kind === 'file' ? i.payload.fileName : i.payload.comment;
        return (
          <li key={i.id} className={`outbox-item outbox-${i.state}`} data-state={i.state} data-stored={i.stored}>
            <div className="upload-file">
              <span className="upload-name">{name}</span>
              {i.payload.kind === 'file' && <span className="muted small">{fileSize(i.payload.blob.size)}</span>}
            </div>
            <p className={i.state === 'refused' ? 'field-error' : 'muted small'} role={i.state === 'refused' ? 'alert' : 'status'}>
              {stateText(i)}
            </p>
            {i.state === 'sending' && i.payload.kind === 'file' && <ProgressBar value={Math.round(i.progress * 100)} max={100} label={t`Uploading ${name}`} />}
            {i.state !== 'sending' && (
              <button type="button" className="btn btn-sm" onClick={() => onRemove(i.id)} aria-label={t`Remove ${name}`}>
                {t`Remove`}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
