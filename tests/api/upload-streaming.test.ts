import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, questionDocuments } from '../../server/db/schema';
import { MAX_UPLOAD_BYTES } from '../../server/http/body-size';
import { MAX_FILE_BYTES } from '../../server/storage/file-type';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';
import { streamedForm, type FormPart } from '../support/streamed-form';

// Issue 15, defect 5: ten parallel 59 MB uploads raised the server's memory by 1.7 GB, because
// every upload was read whole into memory before its checks.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
const PDF = new TextEncoder().encode('%PDF-1.7\n');
/**
 * What the process holds in JavaScript objects and in buffers after full collections: what is still
 * referenced. Collected twice with a pause between, so memory released late (finalizers of an
 * embedded database closed by the previous run) is gone before the count, not during the window.
 */
const heldBytes = async () => {
  gc();
  await new Promise((r) => setTimeout(r, 100));
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const until = async (what: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(testDatabases)('uploads streamed to the store on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let accrid = 0;
  let questions: string[] = [];
  let uploads = '';
  let stored = '';

  const pdfFile = (fileName: string, size: number): FormPart => ({ name: 'files', fileName, size, head: PDF });
  const formFor = (questionid: string, files: FormPart[], options?: Parameters<typeof streamedForm>[1]) =>
    streamedForm([{ name: 'accrid', value: String(accrid) }, { name: 'questionid', value: questionid }, ...files], options);
  const post = async (form: ReturnType<typeof streamedForm>, headers: Record<string, string> = {}) => {
    const res = await t.app.request('/v1/form/question/document', {
      method: 'POST',
      headers: { authorization: `Bearer ${head}`, 'content-type': form.contentType, ...headers },
      body: form.body,
      duplex: 'half',
    } as RequestInit);
    const body = (await res.json()) as { value: { documentid: number; fileName: string; size: number }[]; errorMessage?: string; details?: Record<string, unknown>[] };
    return { status: res.status, connection: res.headers.get('connection'), body };
  };
  const rowsOn = (questionid: string) =>
    t.deps.db
      .select()
      .from(questionDocuments)
      .where(and(eq(questionDocuments.formId, accrid), eq(questionDocuments.questionId, questionid)));
  const storedFiles = () => (existsSync(stored) ? readdirSync(stored, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(stored, f)).isFile()) : []);
  /** Temporary files left behind: none, once a request has been answered or dropped. */
  const leftovers = () => (existsSync(uploads) ? readdirSync(uploads) : []);

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    accrid = (await t.call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', { token: head, body: {} })).body.value.items[0].accrid;
    const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(row.catalogueVersion);
    questions = index.order.filter((q) => index.questions.get(q)!.question.evidence !== 'none');
    uploads = t.deps.uploadDir!;
    stored = join(dirname(uploads), 'documents');
  });
  afterAll(async () => t?.close());

  it('streams 50 MB of evidence into the store while holding a few MB, never the files', async () => {
    let start: number | undefined;
    let growth: number | undefined;
    const files = [pdfFile('उपस्थिति रजिस्टर.pdf', MAX_FILE_BYTES), ...[1, 2, 3, 4].map((i) => pdfFile(`register-${i}.pdf`, MAX_FILE_BYTES))];
    const form = formFor(questions[0], files, {
      // Counted 1 MB into the body (the code path's own needs are in place by then) and 40 MB later:
      // a server reading the body whole would hold 40 MB more.
      beforeChunk: async (sent) => {
        if (start === undefined && sent >= MB) start = await heldBytes();
        else if (start !== undefined && growth === undefined && sent >= 41 * MB) growth = (await heldBytes()) - start;
      },
    });
    const res = await post(form);
    expect(res.status).toBe(201);
    expect(growth).toBeDefined();
    expect(growth).toBeLessThan(8 * MB);
    // Every byte arrived: the recorded SHA-256 and size are those of what was sent, and so is the stored file.
    const rows = (await rowsOn(questions[0])).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.fileName, r.size, r.sha256])).toEqual(files.map((f, i) => ['fileName' in f && f.fileName, MAX_FILE_BYTES, form.sha256[i]]));
    const first = readFileSync(join(stored, rows[0].storageKey));
    expect(createHash('sha256').update(first).digest('hex')).toBe(form.sha256[0]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses the eleventh file as soon as it starts, reading no further', async () => {
    const filesBefore = storedFiles().length;
    const form = formFor(questions[1], [...Array.from({ length: 10 }, (_, i) => pdfFile(`page-${i}.pdf`, 1000)), pdfFile('eleventh.pdf', 30 * MB)]);
    const res = await post(form);
    expect(res.status).toBe(413);
    expect(res.body.errorMessage).toBe('At most 10 files can be uploaded at a time');
    // The rest of the body is not wanted: the connection closes rather than read 30 MB to throw away.
    expect(res.connection).toBe('close');
    expect(form.sent()).toBeLessThan(2 * MB);
    expect(await rowsOn(questions[1])).toHaveLength(0);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(leftovers()).toEqual([]);
  });

  it('cuts off a file past 10 MB and refuses the upload naming it, as before (one of exactly 10 MB passes, above)', async () => {
    const res = await post(formFor(questions[2], [pdfFile('fits.pdf', 1000), pdfFile('one-byte-over.pdf', MAX_FILE_BYTES + 1), pdfFile('huge.pdf', 15 * MB)]));
    expect(res.status).toBe(413);
    expect(res.body.errorMessage).toBe('The file is larger than 10 MB');
    expect(res.body.details).toEqual([
      { field: 'files', fileName: 'one-byte-over.pdf', problem: 'tooLarge' },
      { field: 'files', fileName: 'huge.pdf', problem: 'tooLarge' },
    ]);
    expect(await rowsOn(questions[2])).toHaveLength(0);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a body past 60 MB sent without a length when it passes the limit, and one declaring it before reading', async () => {
    const unbounded = formFor(
      questions[3],
      Array.from({ length: 7 }, (_, i) => pdfFile(`scan-${i}.pdf`, 9 * MB)),
    );
    const res = await post(unbounded);
    expect(res.status).toBe(413);
    expect(res.body.details).toEqual([{ problem: 'bodyTooLarge', limitBytes: MAX_UPLOAD_BYTES }]);
    expect(res.connection).toBe('close');
    expect(unbounded.sent()).toBeLessThan(MAX_UPLOAD_BYTES + 2 * MB);

    const declared = formFor(questions[3], [pdfFile('scan.pdf', 1000)]);
    const early = await post(declared, { 'content-length': String(MAX_UPLOAD_BYTES + 1) });
    expect(early.status).toBe(413);
    expect(declared.sent()).toBeLessThan(MB);
    expect(await rowsOn(questions[3])).toHaveLength(0);
    expect(leftovers()).toEqual([]);
  });

  it('keeps nothing of a body that breaks off mid-file', async () => {
    const filesBefore = storedFiles().length;
    const res = await post(formFor(questions[4], [pdfFile('complete.pdf', 1000), pdfFile('broken.pdf', 9 * MB)], { failAfter: 3 * MB }));
    expect(res.status).toBe(400);
    expect(await rowsOn(questions[4])).toHaveLength(0);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(leftovers()).toEqual([]);
  });

  it('keeps nothing when the client drops the connection mid-upload, and still takes the next upload', async () => {
    const server: ServerType = serve({ fetch: t.app.fetch, port: 0 });
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const filesBefore = storedFiles().length;
      const form = formFor(questions[4], [pdfFile('dropped.pdf', 9 * MB)]);
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((r) => socket.once('connect', r));
      socket.write(
        `POST /v1/form/question/document HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${head}\r\nContent-Type: ${form.contentType}\r\nContent-Length: ${form.length}\r\n\r\n`,
      );
      const reader = form.body.getReader();
      while (form.sent() < 3 * MB) socket.write((await reader.read()).value!);
      // The server is writing the file to disk: then the client goes away.
      await until(() => leftovers().some((dir) => readdirSync(join(uploads, dir)).some((f) => statSync(join(uploads, dir, f)).size > 0)));
      socket.destroy();
      await until(() => leftovers().length === 0);
      expect(await rowsOn(questions[4])).toHaveLength(0);
      expect(storedFiles()).toHaveLength(filesBefore);

      const next = await fetch(`http://127.0.0.1:${port}/v1/form/question/document`, {
        method: 'POST',
        headers: { authorization: `Bearer ${head}` },
        body: (() => {
          const f = new FormData();
          f.set('accrid', String(accrid));
          f.set('questionid', questions[4]);
          f.append('files', new File([PDF], 'after.pdf'));
          return f;
        })(),
      });
      expect(next.status).toBe(201);
      expect((await rowsOn(questions[4])).map((r) => r.fileName)).toEqual(['after.pdf']);
    } finally {
      server.close();
    }
  });
});
