import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { api, errorText } from '../api/client';
import { apiCall } from '../api/call';
import { AnswerSync, type SentAnswer, type SyncPageView } from './answerSync';
import { sameView, syncPageView } from './sync/syncView';
import { startOutbox } from './outbox/startOutbox';
import { QuestionStore } from './questionStore';
import { accridValue, formCalls, takeCall } from './formLoads';
import type { ApiValue } from '../api/types';
export { accridValue };

const KEEPALIVE_BYTES = 60_000;

/** Asks the browser once not to evict this origin's store, where unsent answers wait. */
function askPersistentStorage(): void {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  void navigator.storage
    .persisted()
    .then((already) => (already ? undefined : navigator.storage.persist()))
    .catch(() => undefined);
}

// A refusal without the server's own words is worded by the question box, in the page's language.
const outboxFallback = { file: '', comment: '' };

type Options = {
  accrid: string;
  user: string;
  kind: 'self' | 'external';
  /** Called after answers reached the server (e.g. to refresh the domain counts). */
  onSent?: () => void;
};

/**
 * One form's page machinery, kept while the page shows that form: the per-question store, the
 * answer sync (IndexedDB, autosave, retry, conflicts) and the form's comments and verdicts.
 */
export function useFormSync({ accrid, user, kind, onSent }: Options) {
  const [onSentRef] = useState<{ current?: () => void }>(() => ({}));
  onSentRef.current = onSent;

  const { store, sync } = useMemo(() => {
    const id = accridValue(accrid);
    const store = new QuestionStore(
      (q) => apiCall('post', '/v1/form/{accrid}/question/{questionid}/documents', { path: { accrid, questionid: q } }),
      errorText,
      // The page's first list of a domain may already be on its way (web/form/formLoads.ts).
      (d, fresh) => (fresh ? apiCall(...formCalls.documents(accrid, d)) : takeCall(...formCalls.documents(accrid, d))),
    );
    const sync = new AnswerSync({
      user,
      accrid,
      kind,
      events: typeof window === 'undefined' ? undefined : window,
      visibility: typeof document === 'undefined' ? undefined : document,
      persistStorage: askPersistentStorage,
      send: async (answers: SentAnswer[]) => {
        const body = kind === 'external' ? { accrid: id, kind, answers } : { accrid: id, answers };
        // keepalive: a save under way when the tab closes still reaches the server (browsers cap such bodies at 64 KB).
        // Left on api<T>: an answer's value is unknown from the form engine to the device store (web/form/sync), the schema's is narrower.
        const saved = await api<ApiValue<'/v1/form/answers', 'post'>>('POST', '/v1/form/answers', body, { keepalive: JSON.stringify(body).length < KEEPALIVE_BYTES });
        onSentRef.current?.();
        return saved;
      },
    });
    return { store, sync };
  }, [accrid, user, kind, onSentRef]);

  // Evidence files and comments made while the connection is down wait here and go when it returns.
  useEffect(() => {
    if (!accrid || !user || typeof window === 'undefined') return;
    const running = startOutbox({ user, accrid, store, fallback: outboxFallback, events: window });
    store.setOutbox(running.outbox);
    return () => {
      store.setOutbox(null);
      running.stop();
    };
  }, [store, accrid, user]);

  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!accrid) return;
    let live = true;
    void sync.start().then(() => live && setStarted(true));
    return () => {
      live = false;
      sync.stop();
    };
  }, [sync, accrid]);

  // Lists that failed while the connection was down load again when it returns.
  useEffect(() => {
    const retry = () => store.retryFailedDocs();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [store]);

  const [commentsTick, setCommentsTick] = useState(0);
  useEffect(() => {
    if (!accrid) return;
    let live = true;
    takeCall(...formCalls.comments(accrid)).then(
      (v) => {
        if (!live) return;
        store.setComments(v.comments ?? []);
        store.setReviews(v.reviews ?? []);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store, accrid, commentsTick]);

  // The page re-renders only when what it shows changes (not on the label's every change: see LiveSyncStatus).
  const state: SyncPageView = useSelector(sync.actor, syncPageView, sameView);
  return { store, sync, state, started, reloadComments: () => setCommentsTick((n) => n + 1) };
}
