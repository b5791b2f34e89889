import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { bootstrap } from '../../server/start';
import { BackupError, folderEvidence, restoreBackup, takeBackup, type DatabaseSource } from '../../server/backup';
import { openPgliteSession, openPostgresSession, type SqlSession } from '../../server/backup/sql-session';
import { checkAnswers } from '../support/openapi-responses';
import { scratchPostgres } from '../support/scratch-postgres';
import { testDatabases } from '../support/test-db';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** One place the platform keeps its data: a DATA_DIR (documents, and the embedded database) and, on PostgreSQL, a database. */
interface Place {
  dataDir: string;
  database: DatabaseSource;
  /** The environment the commands see for this place. */
  env: NodeJS.ProcessEnv;
  drop: () => Promise<void>;
}

async function newPlace(kind: 'pglite' | 'postgres'): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-backup-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.S3_BUCKET;
  delete env.DATABASE_URL;
  if (kind === 'pglite') return { dataDir, database: { kind, dataDir }, env, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const db = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'accr_backup');
  return {
    dataDir,
    database: { kind, url: db.url },
    env: { ...env, DATABASE_URL: db.url },
    drop: async () => {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const openPlace = (p: Place) => openDatabase(p.database.kind === 'pglite' ? { dataDir: p.dataDir } : { url: p.database.url });
const sessionOn = (p: Place): Promise<SqlSession> => (p.database.kind === 'pglite' ? openPgliteSession(p.dataDir) : openPostgresSession(p.database.url));

/** Every table's row count and a digest of its rows' text, read independently of the backup code. */
async function fingerprint(p: Place): Promise<Record<string, string>> {
  const session = await sessionOn(p);
  try {
    const tables = await session.query<{ s: string; t: string }>(
      `select schemaname as s, tablename as t from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const out: Record<string, string> = {};
    for (const { s, t } of tables) {
      const [row] = await session.query<{ n: number; digest: string | null }>(
        `select count(*)::int as n, md5(string_agg(x::text, E'\\n' order by x::text)) as digest from "${s}"."${t}" x`,
      );
      out[`${s}.${t}`] = `${row.n} ${row.digest ?? ''}`;
    }
    return out;
  } finally {
    await session.close();
  }
}

/** SHA-256 of every file under a place's documents folder, by path. */
function fileHashes(p: Place): Record<string, string> {
  const root = join(p.dataDir, 'documents');
  const out: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

/** Runs one of the npm commands' scripts as the operator would, answering its exit code and output. */
function command(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

describe.each(testDatabases)('backup and restore on %s', (kind) => {
  let source: Place;
  const places: Place[] = [];
  const backups = mkdtempSync(join(tmpdir(), 'accr-backups-'));
  const evidence: Record<string, Uint8Array> = {};
  /** The source's rows and files, read once: nothing writes to it after seeding. */
  let sourceRows: Record<string, string>;
  let sourceFiles: Record<string, string>;
  /** The first test's target, restored from the backup; the second test restores over it. */
  let restored: Place;

  beforeAll(async () => {
    source = await newPlace(kind);
    places.push(source);
    // The demo with its progress (forms at every status, report cards, history, one evidence PDF), plus evidence of our own.
    const database = await openPlace(source);
    const { deps } = await bootstrap({ port: 0, dataDir: source.dataDir, seedDemo: true, demoProgress: true }, database);
    for (const key of ['forms/1/Q001/a.pdf', 'forms/1/Q002/b.jpg', 'complaints/3/c.png']) {
      evidence[key] = new Uint8Array(randomBytes(2048));
      await deps.documents.put(key, evidence[key]);
    }
    await database.close();
    sourceRows = await fingerprint(source);
    sourceFiles = fileHashes(source);
  }, 180_000);
  afterAll(async () => {
    for (const p of places) await p.drop();
    rmSync(backups, { recursive: true, force: true });
  });

  async function freshTarget(): Promise<Place> {
    const p = await newPlace(kind);
    places.push(p);
    return p;
  }

  it('npm run backup and npm run restore carry every row and every evidence file into a fresh target, and the server runs on it', async () => {
    const dir = join(backups, 'round-trip');
    const backup = await command('scripts/backup.ts', [dir], source.env);
    expect(backup.output).toMatch(/Backed up the (pglite|postgres) database/);
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
      database: { kind: string; migrations: number };
      rowCounts: Record<string, number>;
      documents: { files: Record<string, string> };
    };
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.migrations).toBeGreaterThan(10);
    expect(manifest.rowCounts['public.forms']).toBeGreaterThan(20);
    expect(Object.keys(manifest.documents.files).sort()).toEqual(['complaints/3/c.png', 'demo/evidence.pdf', 'forms/1/Q001/a.pdf', 'forms/1/Q002/b.jpg']);

    const target = await freshTarget();
    restored = target;
    const restore = await command('scripts/restore.ts', [dir], target.env);
    expect(restore.output).toMatch(/Restored and verified/);
    expect(restore.code).toBe(0);

    // Every table holds the same rows (count and content), every file the same bytes.
    expect(await fingerprint(target)).toEqual(sourceRows);
    expect(fileHashes(target)).toEqual(sourceFiles);

    // The server starts on the restored data without seeding again; the demo users sign in and the evidence is served.
    const database = await openPlace(target);
    try {
      const { app, deps, seeded } = await bootstrap({ port: 0, dataDir: target.dataDir, seedDemo: true }, database);
      checkAnswers(app);
      expect(seeded).toBe(false);
      const login = await app.request('/v1/identity/web/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'admin', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }),
      });
      expect(login.status).toBe(200);
      expect(await deps.documents.get('forms/1/Q002/b.jpg')).toEqual(evidence['forms/1/Q002/b.jpg']);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses a target that already holds data unless forced, and a forced restore replaces it', async () => {
    // The first test's target, changed since its restore: a user renamed, a stray evidence file.
    const target = restored;
    const session = await sessionOn(target);
    await session.query(`update users set first_name = 'Changed' where login_id = 'admin'`);
    await session.close();
    const targetDocs = folderEvidence(join(target.dataDir, 'documents'));
    await targetDocs.put('forms/9/Q009/stray.pdf', new Uint8Array([1, 2, 3]));

    const dir = join(backups, 'round-trip');
    const refused = await command('scripts/restore.ts', [dir], target.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already holds a database.*--force/);
    expect(await targetDocs.get('forms/9/Q009/stray.pdf')).not.toBeNull();

    await restoreBackup({ dir, database: target.database, evidence: targetDocs, force: true });
    expect(await fingerprint(target)).toEqual(sourceRows);
    expect(fileHashes(target)).toEqual(sourceFiles);
  }, 180_000);

  it('refuses a backup with one evidence file changed, or its database dump changed, before touching the target', async () => {
    const dir = join(backups, 'damaged');
    // A copy of the first test's backup: taking another costs a dump.
    cpSync(join(backups, 'round-trip'), dir, { recursive: true });
    const changed = join(dir, 'documents', 'forms', '1', 'Q001', 'a.pdf');
    const bytes = readFileSync(changed);
    bytes[100] ^= 0xff;
    writeFileSync(changed, bytes);
    const target = await freshTarget();

    const refused = await command('scripts/restore.ts', [dir, '--force'], target.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('evidence forms/1/Q001/a.pdf: expected');
    expect(readdirSync(target.dataDir)).toEqual([]);

    // Put right again, the dump itself damaged: refused as well.
    bytes[100] ^= 0xff;
    writeFileSync(changed, bytes);
    const dump = readdirSync(dir).find((f) => f.startsWith('database.'))!;
    writeFileSync(join(dir, dump), Buffer.concat([readFileSync(join(dir, dump)), Buffer.from('x')]));
    const error = await restoreBackup({ dir, database: target.database, evidence: folderEvidence(join(target.dataDir, 'documents')), force: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as BackupError).problems).toEqual([`database ${dump}: SHA-256 differs from the manifest`]);
    expect(readdirSync(target.dataDir)).toEqual([]);
  }, 180_000);

  it.runIf(kind === 'pglite')('will not copy an embedded database the server has open', async () => {
    const session = await openPgliteSession(source.dataDir);
    try {
      const error = await takeBackup({ database: source.database, evidence: folderEvidence(join(source.dataDir, 'documents')), dir: join(backups, 'open'), now: new Date() }).catch(
        (e: unknown) => e,
      );
      expect(String(error)).toMatch(/is open \(postmaster.pid\): stop the server first/);
    } finally {
      await session.close();
    }
  });
});
