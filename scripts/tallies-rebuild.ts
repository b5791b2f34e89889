// npm run tallies:rebuild [-- --check]
// Recounts the dashboards' kept tallies from the forms, schools, kept domain scores and school
// information of the database this environment names (DATABASE_URL, or DATA_DIR's embedded
// database, with the server stopped: PGlite opens its folder in one process only). The repair after
// rows were written with the triggers disabled (a bulk load) or the tallies otherwise drifted.
// With --check it only sweeps the districts marked dirty, as the server does every few seconds, then
// lists where the tallies differ from a recount and exits 1 if they do. docs/architecture.md,
// "Dashboard tallies".
import { openDatabase } from '../server/db/client';
import { rebuildTallies, sweepTallies } from '../server/dashboards/tallies';
import { tallyDrift } from '../server/dashboards/tally-drift';
import { configFromEnv } from '../server/start';

const check = process.argv.includes('--check');
const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let status = 0;
try {
  const started = performance.now();
  if (check) {
    await sweepTallies(database.db);
    const drift = await tallyDrift(database.db);
    for (const d of drift.slice(0, 50)) console.log(`${d.table} ${JSON.stringify(d.key)}: kept ${JSON.stringify(d.kept)}, recount ${JSON.stringify(d.recount)}`);
    console.log(`${drift.length} tally rows differ from a recount (${database.kind} database, ${Math.round(performance.now() - started)} ms).`);
    status = drift.length ? 1 : 0;
  } else {
    await rebuildTallies(database.db);
    console.log(`Recounted the dashboard tallies of the ${database.kind} database in ${Math.round(performance.now() - started)} ms.`);
  }
} catch (e) {
  console.error(e);
  status = 1;
} finally {
  await database.close();
}
process.exit(status);
