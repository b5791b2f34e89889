import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineToMermaid } from './diagram';
import { renderWorkflowsDoc } from './workflowsDoc';
import { formMachine } from './form/form.machine';
import { cycleMachine } from './cycle/cycle.machine';
import { complaintMachine } from './complaint/complaint.machine';

const doc = readFileSync(new URL('../docs/workflows.md', import.meta.url), 'utf8');
const stale = 'docs/workflows.md is out of date: run `npm run workflows:doc`';

describe('machineToMermaid()', () => {
  it('draws the lifecycle from the default start, each edge labelled by its events', () => {
    const mermaid = machineToMermaid(formMachine);
    expect(mermaid.split('\n')[0]).toBe('stateDiagram-v2');
    expect(mermaid).toContain('  [*] --> headInitiated');
    expect(mermaid).toContain('  submittedToDqa --> selfInProgress : dqa.reject, status.change');
    expect(mermaid).toContain('  reportCardGenerated --> [*]');
    expect(mermaid).not.toMatch(/resuming -->/);
  });
});

describe('docs/workflows.md', () => {
  it.each([
    ['form', formMachine],
    ['cycle', cycleMachine],
    ['complaint', complaintMachine],
  ] as const)('shows the current %s machine', (_, machine) => {
    expect(doc, stale).toContain(['```mermaid', machineToMermaid(machine), '```'].join('\n'));
  });

  it('is exactly what the generator writes', () => {
    expect(doc === renderWorkflowsDoc(), stale).toBe(true);
  });
});
