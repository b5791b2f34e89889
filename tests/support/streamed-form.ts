import { createHash } from 'node:crypto';

/** A text field, or a file of `size` bytes that starts with `head` (magic bytes) and is filled with generated text. */
export type FormPart = { name: string; value: string } | { name: string; fileName: string; size: number; head: Uint8Array };

export interface StreamedFormOptions {
  /** Bytes per chunk handed to the reader. */
  chunk?: number;
  /** Runs before each chunk is handed over, with the bytes handed over so far (to pause and look at the server). */
  beforeChunk?: (sent: number) => void | Promise<void>;
  /** The client goes away once this many bytes were handed over: the body ends in an error. */
  failAfter?: number;
}

/**
 * A multipart body made chunk by chunk as the server reads it, like a browser sending large files:
 * the test never holds a file whole either, so what the process holds is the server's doing.
 */
export function streamedForm(parts: FormPart[], options: StreamedFormOptions = {}) {
  const chunk = options.chunk ?? 256 * 1024;
  const boundary = `----accr${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 24)}`;
  const encoder = new TextEncoder();
  // Text only: the filler can never contain the boundary's CRLF.
  const filler = encoder.encode('0123456789abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(chunk / 36)).slice(0, chunk));
  const headerOf = (p: FormPart) =>
    encoder.encode(
      'value' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
  const closing = encoder.encode(`--${boundary}--\r\n`);
  const length = parts.reduce((n, p) => n + headerOf(p).length + ('value' in p ? 0 : p.size + 2), 0) + closing.length;
  const sha256: string[] = [];

  function* pieces(): Generator<Uint8Array> {
    for (const p of parts) {
      yield headerOf(p);
      if ('value' in p) continue;
      const hash = createHash('sha256');
      let left = p.size;
      const first = p.head.slice(0, left);
      hash.update(first);
      left -= first.length;
      yield first;
      while (left > 0) {
        // A fresh array each time, as a network read would give: nothing is shared or kept.
        const piece = filler.slice(0, Math.min(chunk, left));
        hash.update(piece);
        left -= piece.length;
        yield piece;
      }
      sha256.push(hash.digest('hex'));
      yield encoder.encode('\r\n');
    }
    yield closing;
  }

  const source = pieces();
  let sent = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await options.beforeChunk?.(sent);
      if (options.failAfter !== undefined && sent >= options.failAfter) return controller.error(new Error('the client went away'));
      const next = source.next();
      if (next.done) return controller.close();
      sent += next.value.length;
      controller.enqueue(next.value);
    },
    cancel() {
      cancelled = true;
    },
  });

  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** The body's exact length, for a Content-Length header. */
    length,
    /** The SHA-256 of each file, in order, once it was handed over whole. */
    sha256,
    sent: () => sent,
    cancelled: () => cancelled,
  };
}
