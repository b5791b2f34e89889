import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { DEMO_PASSWORD } from './seed/demo';
import { bootstrap, configFromEnv } from './start';
import { startHousekeeping } from './jobs/housekeeping';
import { startTallySweeper } from './dashboards';
import { jobWorker } from './jobs/handlers';
import { enqueueJob } from './jobs/enqueue';
import { mailerOf } from './session';
import { serveWebApp } from './http/web-app';
import { domainFormFirstView, firstViewRenderer } from './form';
import type { Server } from 'node:http';
import { shutdownGracefully } from './http/shutdown';
import { watchPool } from './http/metrics';
import { log } from './log/logger';

// WEB_ROOT lets a bench or a second checkout serve its own build beside the default one.
const webRoot = process.env.WEB_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '../dist/web');

const config = configFromEnv();
const started = Date.now();
const { app, deps, database, seeded, refreshCatalogues } = await bootstrap(config);
const stopHousekeeping = startHousekeeping(deps.db, deps.now, undefined, { uploadDir: deps.uploadDir });
// The dashboards' kept tallies: the districts changes marked are recounted every few seconds. Every
// process sweeps; an advisory lock lets one sweep at a time, and the others skip that turn.
const stopTallySweeper = startTallySweeper(deps.db, log);
// The durable queue's worker (pg-boss): every process runs one; pg-boss hands each job to one of them.
const worker = jobWorker({ database, mailer: mailerOf(deps), catalogues: deps.catalogues, now: deps.now, log });
await worker.start();
// Approved forms without kept domain scores (approved before scores were kept, restored, loaded) are
// scored by a job at start (and hourly), so no officer's dashboard request has to score them; processes
// starting together queue one between them (the queue keeps one waiting).
await enqueueJob(deps.db, { kind: 'scores.backfill', payload: {} });
if (database.poolStats) watchPool(database.poolStats);
// A version published through another server process reaches this one within the interval.
const catalogueRefresh = setInterval(
  () => void refreshCatalogues().catch((err: Error) => log.warn({ err }, 'catalogue refresh failed')),
  Number(process.env.CATALOGUE_REFRESH_SECONDS ?? 15) * 1000,
);
catalogueRefresh.unref();

// The web app: files from dist/web, and index.html for every other path so the client router decides;
// a head's domain form opened from a link comes with its first view drawn (dist/ssr, built with it).
const firstView = await firstViewRenderer(join(webRoot, '../ssr/firstView.js'));
if (!serveWebApp(app, webRoot, firstView ? { firstView: domainFormFirstView(deps, firstView) } : {}))
  log.warn('dist/web is missing: run `npm run build` to serve the web app (the API works without it).');

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  log.info({ port: info.port, database: database.kind, readyMs: Date.now() - started }, `School accreditation is running at http://localhost:${info.port}/`);
  if (seeded) log.info('Loaded the demo data.');
  // The demo password is public (README); the scrubber hides values of secret-named keys, not this text.
  log.info(`Demo accounts (password ${DEMO_PASSWORD}): admin, dqa, sqa, dept, head`);
});

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stop requested');
  stopHousekeeping();
  clearInterval(catalogueRefresh);
  const how = await shutdownGracefully(server as Server, {
    deadlineMs: Number(process.env.SHUTDOWN_SECONDS ?? 25) * 1000,
    log,
    // The batch in hand is finished (its mails marked sent) before the database closes.
    closeResources: async () => {
      await stopTallySweeper();
      await worker.stop();
      await database.close();
    },
  });
  process.exit(how === 'drained' ? 0 : 1);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
