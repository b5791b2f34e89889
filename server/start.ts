import { join } from 'node:path';
import { createAjvValidator } from '../engine';
import { createApp } from './app';
import { loadJwtSecret } from './auth/tokens';
import { openCatalogues } from './catalogue';
import { openDatabase, type Database } from './db/client';
import { isEmpty, seedDemo } from './seed/demo';
import { seedDemoProgress } from './seed/demo-progress';
import { seedReference } from './seed/reference';
import type { Deps } from './deps';
import { createFolderStore } from './storage/document-store';
import { createS3Store, s3SettingsFromEnv } from './storage/s3-store';
import { mailerFromEnv } from './mail/mailer';
import { assertOperatorKeys } from './auth/operator-secret';
import { warmUp } from './warm-up';
import { sweepTallies } from './dashboards';
import { installJobQueue } from './jobs/job-queue';
import { jobSettingsFromEnv } from './jobs/handlers';

/** Server settings, from the environment (README lists them). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** A read replica of databaseUrl for dashboards. */
  databaseReadUrl?: string;
  /** Load the demo data into an empty database. Default: yes on the embedded database, no on DATABASE_URL. */
  seedDemo: boolean;
  /** With the demo data, move part of the demo cycle along the workflow (SEED_DEMO=full, the embedded default). */
  demoProgress?: boolean;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl,
    databaseReadUrl: databaseUrl ? env.DATABASE_READ_URL || undefined : undefined,
    seedDemo: env.SEED_DEMO ? ['1', 'true', 'full'].includes(env.SEED_DEMO) : !databaseUrl,
    // Plain SEED_DEMO=1 (the browser tests) leaves every form at status 1.
    demoProgress: env.SEED_DEMO ? env.SEED_DEMO === 'full' : !databaseUrl,
  };
}

/** Opens the database, migrates, seeds, warms (warm-up.ts) and builds the app with its dependencies. */
export async function bootstrap(
  config: Config,
  opened?: Database,
): Promise<{ app: ReturnType<typeof createApp>; deps: Deps; database: Database; seeded: boolean; refreshCatalogues: () => Promise<void> }> {
  assertOperatorKeys();
  const database = opened ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const catalogues = await openCatalogues(database.db);
  // pg-boss's tables and queues, before anything (the demo seed too) may queue a job.
  await installJobQueue(database, jobSettingsFromEnv(process.env));
  await seedReference(database.db);
  // S3_BUCKET: evidence in an S3-compatible bucket (several servers); otherwise DATA_DIR/documents.
  const s3 = s3SettingsFromEnv(process.env);
  const documents = s3 ? await createS3Store(s3) : createFolderStore(join(config.dataDir, 'documents'));
  let seeded = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, catalogues.get(catalogues.current));
    if (config.demoProgress) await seedDemoProgress(database.db, catalogues.get(catalogues.current), documents, new Date());
    seeded = true;
  }
  // The dashboards' tallies count what the seed (or a process stopped before its sweep) changed.
  await sweepTallies(database.db);
  const replica = config.databaseReadUrl ? await openDatabase({ url: config.databaseReadUrl, migrateSchema: false }) : null;
  const deps: Deps = {
    db: database.db,
    readDb: replica?.db,
    catalogues,
    validator: createAjvValidator(),
    jwtSecret: await loadJwtSecret(database.db),
    documents,
    uploadDir: join(config.dataDir, 'uploads'),
    now: () => new Date(),
    mailer: mailerFromEnv(process.env, { dataDir: config.dataDir, port: config.port }),
  };
  await warmUp(deps.readDb ?? deps.db);
  const closeAll = async () => {
    await replica?.close();
    await database.close();
  };
  return { app: createApp(deps), deps, database: { ...database, close: closeAll }, seeded, refreshCatalogues: catalogues.refresh };
}
