import { createActor, fromCallback } from 'xstate';
import { ApiError } from '../../api/client';
import { apiCall } from '../../api/call';
import { accridValue } from '../formLoads';
import type { QuestionComment, QuestionStore } from '../questionStore';
import { uploadWithProgress } from '../xhrUpload';
import { outboxMachine, type OutboxActor } from './outbox.machine';
import { outboxStore } from './outboxStore';
import type { OutboxEvent, OutboxItem, StoredOutboxItem } from './outboxTypes';

type Options = {
  user: string;
  accrid: string;
  store: QuestionStore;
  /** The text of a failed upload or comment when the server gave none (in the page's language). */
  fallback: { file: string; comment: string };
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

const stored = ({ id, user, accrid, questionid, createdAt, payload }: OutboxItem): StoredOutboxItem => ({ id, user, accrid, questionid, createdAt, payload });

/** Sends one item: the file with upload progress, or the comment. Reports the outcome, never throws. */
function sendItem(fallback: Options['fallback']) {
  return fromCallback<OutboxEvent, OutboxItem>(({ sendBack, input }) => {
    let live = true;
    const report = (e: OutboxEvent) => live && sendBack(e);
    const failed = (err: unknown) =>
      report({
        type: 'outbox.done',
        id: input.id,
        outcome: { ok: false, status: err instanceof ApiError ? err.status : 0, message: err instanceof ApiError && err.message ? err.message : null },
      });
    if (input.payload.kind === 'file') {
      const form = new FormData();
      form.append('accrid', String(input.accrid));
      form.append('questionid', input.questionid);
      form.append('files', input.payload.blob, input.payload.fileName);
      uploadWithProgress('/v1/form/question/document', form, (fraction) => report({ type: 'outbox.progress', id: input.id, fraction }), fallback.file).then(
        (value) => report({ type: 'outbox.done', id: input.id, outcome: { ok: true, value } }),
        failed,
      );
    } else {
      apiCall('post', '/v1/form/question/comment', { body: { accrid: accridValue(input.accrid), questionid: input.questionid, comment: input.payload.comment } }).then(
        (value) => report({ type: 'outbox.done', id: input.id, outcome: { ok: true, value } }),
        failed,
      );
    }
    return () => {
      live = false;
    };
  });
}

/**
 * The outbox of one user's form: restored from IndexedDB, sending whenever the browser is online,
 * telling the question store what arrived. Answers the running actor and a stop function.
 */
export function startOutbox({ user, accrid, store, fallback, events }: Options): { outbox: OutboxActor; stop: () => void } {
  const machine = outboxMachine.provide({
    actors: { send: sendItem(fallback) },
    actions: {
      persist: (_a, { items }: { items: OutboxItem[] }) =>
        void outboxStore.replace(user, accrid, items.map(stored)).then(
          () => outbox.send({ type: 'outbox.stored', ids: items.map((i) => i.id) }),
          (e: unknown) => console.warn('The outbox could not be kept on this device:', e),
        ),
      sent: (_a, { item, value }: { item: OutboxItem; value: unknown }) => {
        if (item.payload.kind === 'file') void store.refreshDocs(item.questionid);
        else if (value && typeof value === 'object') store.addComment({ ...(value as QuestionComment), questionid: item.questionid });
      },
    },
  });
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const outbox = createActor(machine, { input: { online } }).start();
  const onOnline = () => outbox.send({ type: 'outbox.online' });
  const onOffline = () => outbox.send({ type: 'outbox.offline' });
  events?.addEventListener('online', onOnline);
  events?.addEventListener('offline', onOffline);
  void outboxStore.list(user, accrid).then(
    (items) => outbox.send({ type: 'outbox.restore', items }),
    () => undefined,
  );
  return {
    outbox,
    stop: () => {
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
      outbox.stop();
    },
  };
}

let counter = 0;

/** A new item for the outbox (an id unique on this device). */
export function outboxItem(user: string, accrid: string, questionid: string, payload: StoredOutboxItem['payload']): StoredOutboxItem {
  counter += 1;
  return { id: `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`, user, accrid, questionid, createdAt: Date.now(), payload };
}
