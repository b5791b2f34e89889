import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import { MAX_FILE_BYTES, typeSniffer } from '../storage/file-type';
import type { UploadFile } from '../storage/upload-files';
import { assertFilesPerUpload } from '../storage/upload-quota';
import { MAX_UPLOAD_BYTES } from './body-size';
import { AppError, badRequest } from './errors';

/** The text fields and the files of one upload request. */
export interface ReceivedUpload {
  /** Text fields as parseBody({ all: true }) gave them: a repeated name becomes a list. */
  fields: Record<string, string | string[]>;
  files: UploadFile[];
}

/** Field names that carry the files (`files[]` as some clients send it); file parts under other names are skipped unread. */
const FILE_FIELDS = new Set(['files', 'files[]']);
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
/** The text fields are ids (accrid, questionid, complaintid); these bounds leave ample room for them. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;

const malformed = (): AppError => badRequest([{ problem: 'malformedMultipart' }]);
const bodyTooLarge = (): AppError => new AppError(413, 'invalidRequest', [{ problem: 'bodyTooLarge', limitBytes: MAX_UPLOAD_BYTES }]);

/** Passes a file's bytes on towards the disk, taking its size, SHA-256 and type on the way. */
class FileMeter extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private readonly sniffer = typeSniffer();

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    this.sniffer.push(chunk);
    done(null, chunk);
  }

  measured(name: string, path: string): UploadFile {
    return { name, path, size: this.size, sha256: this.hash.digest('hex'), type: this.sniffer.type() };
  }
}

/** Counts a body's bytes and stops it past the upload limit: a body sent without Content-Length is only counted here. */
function bodyCounter(): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) done(bodyTooLarge());
      else done(null, chunk);
    },
  });
}

/** Lets a part's bytes pass unread; a reading stopped meanwhile ends it with the reason, which is already handled. */
function skip(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/** A failure of our own disk is the server's (500); anything else while reading is the request's (400). */
function asRequestError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  if (typeof (e as NodeJS.ErrnoException | undefined)?.syscall === 'string') return e;
  return malformed();
}

/**
 * Reads a multipart body as it arrives: each file part is written to a file in `dir` while its
 * size, SHA-256 and type are taken, so no file is ever held in memory whole. A file over the size
 * limit is cut one byte past it (the rest of its bytes are dropped as they arrive) and reported as
 * too large by the checks; an eleventh file or a body past the request limit stops the reading at once.
 */
async function readUpload(request: Request, dir: string): Promise<ReceivedUpload> {
  const fields: Record<string, string | string[]> = {};
  const contentType = request.headers.get('content-type') ?? '';
  // Not a form at all: no fields and no files, as parseBody answered; the checks then say what is missing.
  if (!request.body || !FORM_TYPES.test(contentType)) return { fields, files: [] };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Names as the client sent them (UTF-8, paths included): safeName() cleans them, as before.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { fileSize: MAX_FILE_BYTES + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    throw malformed();
  }
  // The DOM's ReadableStream type and Node's are the same object at run time.
  const source = Readable.fromWeb(request.body as Parameters<typeof Readable.fromWeb>[0]);
  let refused: unknown;
  const refuse = (e: unknown): void => {
    refused ??= e;
    source.destroy(e instanceof Error ? e : new Error(String(e)));
  };
  const writes: Promise<UploadFile>[] = [];

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse(malformed());
    const had = fields[name];
    fields[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  });
  parser.on('fieldsLimit', () => refuse(malformed()));
  parser.on('file', (name, stream, { filename }) => {
    // A part without a file name was a text field to parseBody, never a file.
    if (!FILE_FIELDS.has(name) || filename === undefined) return skip(stream);
    try {
      assertFilesPerUpload(writes.length + 1);
    } catch (e) {
      skip(stream);
      return refuse(e);
    }
    const path = join(dir, String(writes.length));
    const meter = new FileMeter();
    const written = pipeline(stream, meter, createWriteStream(path)).then(async () => {
      // Cut off past the limit: the file is refused whatever else it holds, so its bytes go now.
      if (stream.truncated) await rm(path, { force: true });
      return meter.measured(filename, path);
    });
    written.catch(refuse);
    writes.push(written);
  });

  const onAbort = (): void => refuse(new Error('the client went away'));
  request.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await pipeline(source, bodyCounter(), parser);
    const files = await Promise.all(writes);
    if (refused) throw refused;
    return { fields, files };
  } catch (e) {
    // Every file write is closed before the caller removes the folder.
    await Promise.allSettled(writes);
    throw asRequestError(refused ?? e);
  } finally {
    request.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Receives an upload into a temporary folder under `tempRoot`, hands its fields and files to `use`
 * (which checks them and moves accepted files into the document store), and removes the folder
 * whatever happened: success, a refusal, an error, or a client that went away mid-upload. A request
 * refused before its body was read to the end closes its connection, so the body's rest is not
 * read as the next request.
 */
export async function receiveUpload<T>(c: Context, tempRoot: string | undefined, use: (upload: ReceivedUpload) => Promise<T>): Promise<T> {
  const root = tempRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(join(root, 'upload-'));
  try {
    let upload: ReceivedUpload;
    try {
      upload = await readUpload(c.req.raw, dir);
    } catch (e) {
      c.header('Connection', 'close');
      throw e;
    }
    return await use(upload);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
