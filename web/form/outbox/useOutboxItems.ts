import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { QuestionStore } from '../questionStore';
import type { OutboxActor } from './outbox.machine';
import type { OutboxItem } from './outboxTypes';

const NONE: OutboxItem[] = [];

const same = (a: OutboxItem[], b: OutboxItem[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i].id && x.state === b[i].state && x.progress === b[i].progress && x.error === b[i].error && x.stored === b[i].stored);

/** The page's outbox, once it runs (null before, and on pages without one). */
export function useOutbox(store: QuestionStore): OutboxActor | null {
  const subscribe = useCallback((listener: () => void) => store.subscribe('outbox', listener), [store]);
  const get = () => store.outbox;
  return useSyncExternalStore(subscribe, get, get);
}

/** What waits in the outbox for one question, of one kind; re-renders only when that changes. */
export function useOutboxItems(store: QuestionStore, questionid: string, kind: 'file' | 'comment'): { outbox: OutboxActor | null; items: OutboxItem[] } {
  const outbox = useOutbox(store);
  const items = useSelector(
    outbox ?? undefined,
    (snap) => {
      if (!snap) return NONE;
      const mine = snap.context.items.filter((i) => i.questionid === questionid && i.payload.kind === kind);
      return mine.length ? mine : NONE;
    },
    same,
  );
  return { outbox, items };
}
