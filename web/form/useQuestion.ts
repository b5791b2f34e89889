import { useCallback, useSyncExternalStore } from 'react';
import type { QuestionExtras, QuestionStore } from './questionStore';

/** One question's current answer, re-rendering only when it changes. */
export function useAnswerValue(store: QuestionStore | undefined, questionid: string | undefined): unknown {
  const subscribe = useCallback((l: () => void) => (store && questionid ? store.subscribe(`a:${questionid}`, l) : () => undefined), [store, questionid]);
  const get = () => (store && questionid ? store.getAnswer(questionid) : undefined);
  // The store is the page's own, on the server too (a first view drawn there: web/ssr/firstView.tsx).
  return useSyncExternalStore(subscribe, get, get);
}

/** One question's Not Applicable reason, re-rendering only when it changes. */
export function useNaReason(store: QuestionStore, questionid: string): string {
  const subscribe = useCallback((l: () => void) => store.subscribe(`r:${questionid}`, l), [store, questionid]);
  const get = () => store.getReason(questionid);
  return useSyncExternalStore(subscribe, get, get);
}

/** One question's evidence, comments and verdict, re-rendering only when they change. */
export function useQuestionExtras(store: QuestionStore, questionid: string): QuestionExtras {
  const subscribe = useCallback((l: () => void) => store.subscribe(`x:${questionid}`, l), [store, questionid]);
  const get = () => store.getExtras(questionid);
  return useSyncExternalStore(subscribe, get, get);
}
