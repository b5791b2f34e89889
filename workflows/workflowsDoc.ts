import type { AnyStateMachine } from 'xstate';
import { machineToMermaid } from './diagram';
import { topStateNodes } from './shared/stateNodes';
import type { LabelText } from './shared/text';
import { formMachine } from './form/form.machine';
import { formStatuses } from './form/formStatus';
import { formEventRoles, workflowRoles } from './form/formRoles';
import { formEventTypes, type FormEventType } from './form/formTypes';
import { cycleMachine } from './cycle/cycle.machine';
import { cycleStatuses } from './cycle/cycleStatus';
import { cycleEventRoles } from './cycle/cycleRoles';
import { cycleEventTypes, type CycleEventType } from './cycle/cycleTypes';
import { complaintMachine } from './complaint/complaint.machine';
import { complaintStatuses } from './complaint/complaintStatus';
import { complaintActions } from './complaint/complaintActions';
import { complaintEventTypes, type ComplaintEventType } from './complaint/complaintTypes';
import { complaintResolutionDays } from './complaint/isOverdue';

interface StatusRow {
  code: string | number;
  state: string;
  label: LabelText;
}

interface Column {
  code: string;
  label: string;
}

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function code(text: string): string {
  return `\`${text}\``;
}

function mermaidBlock(machine: AnyStateMachine): string {
  return ['```mermaid', machineToMermaid(machine), '```'].join('\n');
}

function statusTable(statuses: readonly StatusRow[]): string {
  return table(
    ['code', 'state', 'English', 'हिन्दी'],
    statuses.map((s) => [String(s.code), code(s.state), s.label.en, s.label.hi]),
  );
}

/** Event types each state of a flat machine has a transition for. */
function handledEvents(machine: AnyStateMachine, state: string): Set<string> {
  const node = topStateNodes(machine).find((n) => n.key === state);
  return new Set(node ? node.transitions.keys() : []);
}

function whoMayTable<E extends string>(
  machine: AnyStateMachine,
  statuses: readonly StatusRow[],
  eventTypes: readonly E[],
  rolesOf: Record<E, readonly string[]>,
  columns: readonly Column[],
): string {
  const rows = statuses.map((s) => {
    const handled = handledEvents(machine, s.state);
    const cells = columns.map((c) => {
      const events = eventTypes.filter((e) => handled.has(e) && rolesOf[e].includes(c.code));
      return events.length ? events.map(code).join(', ') : '—';
    });
    return [`${s.code} ${s.label.en}`, ...cells];
  });
  return table(['status', ...columns.map((c) => c.label)], rows);
}

/** For each event: the statuses it leaves, the status it reaches. */
function eventTable<E extends string>(machine: AnyStateMachine, statuses: readonly StatusRow[], eventTypes: readonly E[], needs: Record<E, string>): string {
  const codeOf = (state: string) => String(statuses.find((s) => s.state === state)?.code ?? state);
  const rows = eventTypes.map((e) => {
    const from: string[] = [];
    const to = new Set<string>();
    for (const node of topStateNodes(machine)) {
      const transitions = node.transitions.get(e);
      if (!transitions) continue;
      from.push(codeOf(node.key));
      for (const t of transitions) to.add(t.target?.[0] ? codeOf(t.target[0].key) : 'same');
    }
    return [code(e), from.join(', ') || '—', [...to].join(', ') || '—', needs[e]];
  });
  return table(['event', 'from', 'to', 'needs'], rows);
}

const formNeeds: Record<FormEventType, string> = {
  'sh.save': 'nothing; the first save of answers moves 1 to 2',
  'sh.submit': 'consent, school information saved, no missing answers, no missing evidence',
  'dqa.open': 'nothing; sent when a DQA user opens a submitted form',
  'dqa.submit': 'DQA consent',
  'dqa.reject': 'a reason id from the reject reason list (comment optional)',
  'sqa.open': 'nothing; sent when an SQA user opens the form',
  'sqa.submit': "nothing (consent is the head's and the DQA's)",
  'sqa.reject': 'a reason id',
  'dept.open': 'nothing; sent when a department user opens the form',
  'dept.approve': 'nothing; generates the report card',
  'dept.reject': 'a reason id',
  'audit.start': 'nothing; sets the external evaluation flag, status unchanged',
  'status.change': 'a target among the next available statuses and a non-empty comment',
};

const cycleNeeds: Record<CycleEventType, string> = {
  'cycle.initiate': 'not yet initiated (else the already-initiated error)',
  'cycle.initiateSchools': 'forms initiated and not closed; the declaration; only active schools without a form in the cycle (one, a selection or all); the status stays',
  'cycle.initiateAudit': 'forms initiated',
  'cycle.close': 'nothing',
  'cycle.delete': 'no form of the cycle has progressed',
};

const complaintNeeds: Record<ComplaintEventType, string> = {
  'complaint.review': 'a comment',
  'complaint.resolve': 'a comment',
  'complaint.close': 'a comment',
  'complaint.reopen': 'a comment',
  'complaint.reject': 'a comment',
};

const roleColumns: Column[] = workflowRoles.map((r) => ({ code: r.code, label: r.label.en }));

/** The whole of docs/workflows.md, regenerated from the machines and tables. */
export function renderWorkflowsDoc(): string {
  return `<!-- Generated by \`npm run workflows:doc\` from the machines in workflows/. Do not edit: a test compares. -->

# Workflows

Three pure XState v5 machines decide every lifecycle change: the accreditation
form, the cycle and the complaint. The server never sets a status itself: it
restores the stored snapshot with \`runFormEvent\`, \`runCycleEvent\` or
\`runComplaintEvent\`, which ask \`can()\` and send one event, and writes the
returned status, snapshot and history row in one transaction. Guards only read
facts carried by the event (consent, missing answers, reason id, comment), so
the server computes those facts first. Role and scope checks are the server's;
the tables below say which role sends which event.

A machine can be created at any stored status (\`createActor(machine, { input:
{ status } })\`), for rows that have no persisted snapshot yet; the diagrams
start at the status of a new row.

## Accreditation form

${statusTable(formStatuses)}

${mermaidBlock(formMachine)}

${eventTable(formMachine, formStatuses, formEventTypes, formNeeds)}

A reject returns the form to the school (2) and keeps the reason id, comment
and reviewer in the context until the form reaches the district again, so the
head sees why. \`status.change\` goes only where an ordinary event of the status
could go (\`nextStatuses()\`), never to 10; it skips the consent and
completeness checks, hence administrators only. 9 is final. 10 (Other) exists for
legacy rows only: nothing leads to it and nothing leads out.

### Who may do what, by status

${whoMayTable(formMachine, formStatuses, formEventTypes, formEventRoles, roleColumns)}

\`audit.start\` is sent by the server to every form of a cycle when the cycle's
audit is initiated, so it appears under no role.

Bulk actions are the same events sent form by form: district bulk submit to
SQA is \`dqa.submit\` (with the DQA's consent), SQA bulk approve is
\`sqa.submit\`, department bulk approve is \`dept.approve\`.

## Cycle

${statusTable(cycleStatuses)}

${mermaidBlock(cycleMachine)}

${eventTable(cycleMachine, cycleStatuses, cycleEventTypes, cycleNeeds)}

### Who may do what, by status

${whoMayTable(cycleMachine, cycleStatuses, cycleEventTypes, cycleEventRoles, roleColumns)}

## Complaint (grievance redressal)

${statusTable(complaintStatuses)}

${mermaidBlock(complaintMachine)}

${eventTable(complaintMachine, complaintStatuses, complaintEventTypes, complaintNeeds)}

A complaint not resolved, closed or rejected ${complaintResolutionDays} days after it was raised is
overdue (\`isOverdue\`); reopening does not restart the count.

### Who may do what, by status

${whoMayTable(complaintMachine, complaintStatuses, complaintEventTypes, complaintActions, [
  { code: 'raiser', label: 'Raiser (the user who raised it)' },
  { code: 'reviewer', label: 'Reviewer (complaints privilege, in scope)' },
])}
`;
}
