import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** What an action of the editor said: done, refused (with the fields named), or a warning. */
export type ActionMessageValue = { kind: 'success' | 'error' | 'warning'; text: string; details?: string[] } | null;

type Props = {
  message: ActionMessageValue;
  onClose?: () => void;
  /** For tests and stories: which action this message belongs to. */
  testId?: string;
  /** What the reader can do about it (Save mine over it, Load theirs). */
  children?: ReactNode;
};

/**
 * The message of one action, placed beside the buttons that caused it (not at the top of the
 * page, which on a phone is far out of view). It is announced (an alert for a refusal, a status
 * otherwise), scrolled into view, and a refusal takes the focus so the reader and a screen
 * reader land on it.
 */
export function ActionMessage({ message, onClose, testId = 'action-message', children }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !message) return;
    // jsdom has no layout: scrollIntoView may be missing there.
    el.scrollIntoView?.({ block: 'nearest' });
    if (message.kind !== 'success') el.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  // A refusal (an error, or a warning such as another's newer change) is an alert and takes the focus.
  const error = message.kind !== 'success';
  return (
    <div
      ref={box}
      className={`alert alert-${message.kind} action-message`}
      role={error ? 'alert' : 'status'}
      aria-live={error ? 'assertive' : 'polite'}
      tabIndex={-1}
      data-testid={testId}
      data-kind={message.kind}
    >
      <div className="alert-text">
        <span className="action-message-text">{message.text}</span>
        {message.details && message.details.length > 0 && (
          <ul className="action-message-details">
            {message.details.slice(0, 10).map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        )}
        {message.details && message.details.length > 10 && <p className="small">{t`And ${message.details.length - 10} more.`}</p>}
        {children && <div className="action-message-actions">{children}</div>}
      </div>
      {onClose && (
        <button type="button" className="alert-close" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      )}
    </div>
  );
}
