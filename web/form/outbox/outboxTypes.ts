/** What waits in the outbox: an evidence file or a question comment, made while the connection was down or flaky. */
export type OutboxPayload = { kind: 'file'; fileName: string; blob: Blob } | { kind: 'comment'; comment: string };

/** Where an item stands, as its question box shows it. */
export type OutboxItemState = 'queued' | 'sending' | 'waiting' | 'refused';

/** One item as kept in IndexedDB (its state is not kept: on reopening everything is queued again). */
export type StoredOutboxItem = {
  id: string;
  user: string;
  accrid: string;
  questionid: string;
  createdAt: number;
  payload: OutboxPayload;
};

export type OutboxItem = StoredOutboxItem & {
  state: OutboxItemState;
  /** Upload progress 0..1 while sending. */
  progress: number;
  /** The server's reason for a refused item. */
  error: string | null;
  /** Written to IndexedDB: from then on a closed tab loses nothing. */
  stored: boolean;
};

/** How one send ended: sent (with what the server answered), or failed (status 0: the network). */
export type SendOutcome = { ok: true; value: unknown } | { ok: false; status: number; message: string | null };

export type OutboxEvent =
  | { type: 'outbox.restore'; items: StoredOutboxItem[] }
  | { type: 'outbox.add'; item: StoredOutboxItem }
  | { type: 'outbox.stored'; ids: string[] }
  | { type: 'outbox.remove'; id: string }
  | { type: 'outbox.online' }
  | { type: 'outbox.offline' }
  | { type: 'outbox.progress'; id: string; fraction: number }
  | { type: 'outbox.done'; id: string; outcome: SendOutcome };
