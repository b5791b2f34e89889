// npm run workflows:doc — writes docs/workflows.md from the machines in workflows/ (a test fails
// when it is out of date). Lives here, not in workflows/: that package does no I/O.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderWorkflowsDoc } from '../workflows/workflowsDoc';

const target = fileURLToPath(new URL('../docs/workflows.md', import.meta.url));
writeFileSync(target, renderWorkflowsDoc());
console.log(`wrote ${target}`);
