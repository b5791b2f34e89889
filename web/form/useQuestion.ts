import { useCallback, useSyncExternalStore } from 'react';
import type { QuestionExtras, QuestionStore } from './questionStore';

/** One question's current answer, re-rendering only when it changes. */
export function useAnswerValue(store: QuestionStore | undefined, questionid: string | undefined): unknown {
  const subscribe = useCallback((l: () => void) => (store && questionid ? store.subscribe(`a:${questionid}`, l) : () => undefined), [store, questionid]);
  return useSyncExternalStore(subscribe, () => (store && questionid ? store.getAnswer(questionid) : undefined));
}

/** One question's Not Applicable reason, re-rendering only when it changes. */
export function useNaReason(store: QuestionStore, questionid: string): string {
  const subscribe = useCallback((l: () => void) => store.subscribe(`r:${questionid}`, l), [store, questionid]);
  return useSyncExternalStore(subscribe, () => store.getReason(questionid));
}

/** One question's evidence, comments and verdict, re-rendering only when they change. */
export function useQuestionExtras(store: QuestionStore, questionid: string): QuestionExtras {
  const subscribe = useCallback((l: () => void) => store.subscribe(`x:${questionid}`, l), [store, questionid]);
  return useSyncExternalStore(subscribe, () => store.getExtras(questionid));
}
