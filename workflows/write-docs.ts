// The one script in workflows/: it writes the generated docs, so it is the
// one file here allowed to touch the file system. Nothing imports it.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { renderWorkflowsDoc } from './workflowsDoc';

// Run with `npx tsx workflows/write-docs.ts` after changing a machine.
const target = fileURLToPath(new URL('../docs/workflows.md', import.meta.url));
writeFileSync(target, renderWorkflowsDoc());
console.log(`wrote ${target}`);
