import { useCallback, useState } from 'react';
import { Alert } from '../../components/Alert';
import '../admin.css';

/** A success or error message after an action. */
export type NoticeValue = { kind: 'success' | 'error'; text: string } | null;

/** The message of the last action, and how to show or clear it. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeValue>(null);
  const success = useCallback((text: string) => setNotice({ kind: 'success', text }), []);
  const error = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, error, clear };
}

/** Shows the message of the last action, closable. */
export function Notice({ notice, onClose }: { notice: NoticeValue; onClose: () => void }) {
  if (!notice) return null;
  return (
    <div className="admin-notice" data-testid={`notice-${notice.kind}`}>
      <Alert kind={notice.kind} onClose={onClose}>
        {notice.text}
      </Alert>
    </div>
  );
}
