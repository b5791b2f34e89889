// npm run catalogue:check [-- <catalogue folder>]
// Checks every catalogue version and the school information schema of the repository's
// catalogue/ (or of the folder given): prints the counts of each version and every problem;
// exits 1 if there is any.
import { resolve } from 'node:path';
import { checkCatalogueFolder } from '../server/catalogue/store/check-folder';

const folder = process.argv[2];
const result = folder ? checkCatalogueFolder(resolve(folder)) : checkCatalogueFolder();
for (const line of result.lines) console.log(line);
process.exit(result.ok ? 0 : 1);
