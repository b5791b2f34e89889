// npm run catalogue:unpack -- catalogue-v3.json
// Writes a version downloaded from the catalogue screen (Download) into catalogue/v3/, so it can
// be committed and seed fresh databases. Only a published version with no problems is written.
import { readFileSync } from 'node:fs';
import { type CatalogueVersion, checkCatalogue } from '../engine';
import { validatePublished } from '../server/catalogue/store/meta-schema';
import { writeCatalogueVersion } from '../server/catalogue/store/write-catalogue';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run catalogue:unpack -- <catalogue-vN.json>');
  process.exit(2);
}
const c = JSON.parse(readFileSync(file, 'utf8')) as CatalogueVersion;
if (c.status !== 'published') {
  console.error(`${c.version} is a ${c.status}: publish it in the editor first`);
  process.exit(1);
}
const problems = checkCatalogue(c, validatePublished);
if (problems.length) {
  for (const p of problems) console.error(`${p.path}: ${p.message}`);
  process.exit(1);
}
try {
  console.log(`written: ${writeCatalogueVersion(c)}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
