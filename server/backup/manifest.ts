import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';

/** What a backup holds and what its restore must find again. Written last, so a backup without one is unfinished. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** The dump's file name inside the backup and its SHA-256, checked before anything is restored. */
    file: string;
    sha256: string;
    /** Migrations applied to the database when it was copied (rows of drizzle.__drizzle_migrations). */
    migrations: number;
  };
  /** Rows per table ("schema.table"), counted in the snapshot the dump was taken from. */
  rowCounts: Record<string, number>;
  /** Where the evidence came from, and the SHA-256 of every file by its storage key. */
  documents: { source: 'folder' | 's3'; files: Record<string, string> };
}

export const MANIFEST_FILE = 'manifest.json';
export const DOCUMENTS_DIR = 'documents';

const manifestSchema = {
  type: 'object',
  required: ['format', 'createdAt', 'database', 'rowCounts', 'documents'],
  properties: {
    format: { const: 1 },
    createdAt: { type: 'string' },
    database: {
      type: 'object',
      required: ['kind', 'file', 'sha256', 'migrations'],
      properties: {
        kind: { enum: ['pglite', 'postgres'] },
        file: { type: 'string', pattern: '^[a-z.]+$' },
        sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        migrations: { type: 'integer', minimum: 0 },
      },
    },
    rowCounts: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
    documents: {
      type: 'object',
      required: ['source', 'files'],
      properties: {
        source: { enum: ['folder', 's3'] },
        files: { type: 'object', additionalProperties: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
      },
    },
  },
} as const;

const validManifest = new Ajv2020({ allErrors: true, strict: true }).compile<BackupManifest>(manifestSchema);

/** The SHA-256 of some bytes, as hex. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Writes the manifest into the backup folder. */
export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
}

/** Reads and checks a backup's manifest; a missing or malformed one is an error naming the folder. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  } catch (e) {
    throw new BackupError(`${dir} holds no readable ${MANIFEST_FILE} (${e instanceof Error ? e.message : String(e)}): not a finished backup`);
  }
  if (!validManifest(parsed)) throw new BackupError(`${join(dir, MANIFEST_FILE)} is malformed: ${JSON.stringify(validManifest.errors)}`);
  return parsed;
}

/** A backup or restore that must stop, with a message for the operator (the commands print it and exit 1). */
export class BackupError extends Error {
  constructor(
    message: string,
    /** Each difference a verification found, one line each. */
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
