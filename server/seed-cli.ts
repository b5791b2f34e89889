// npm run seed:demo: loads the demo data into the database DATABASE_URL names (or the embedded one), if it is empty.
import { openCatalogues } from './catalogue';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo } from './seed/demo';
import { seedReference } from './seed/reference';
import { seedDemoProgress } from './seed/demo-progress';
import { createFolderStore } from './storage/document-store';
import { join } from 'node:path';
import { configFromEnv } from './start';

const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await seedReference(database.db);
if (await isEmpty(database.db)) {
  const catalogues = await openCatalogues(database.db);
  await seedDemo(database.db, catalogues.get(catalogues.current));
  await seedDemoProgress(database.db, catalogues.get(catalogues.current), createFolderStore(join(config.dataDir, 'documents')), new Date());
  console.log('Loaded the demo data.');
} else {
  console.log('The database already has users: demo data not loaded.');
}
await database.close();
