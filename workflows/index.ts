// What workflows/ offers: pure lifecycle machines, their status tables and
// the helpers the server runs them with.

export type { Lang, LabelText } from './shared/text';
export { MalformedSnapshotError } from './shared/persisted';

// Form
export { formStatuses, isFormStatusCode, statusOfState, stateOfStatus, statusLabel, type FormStatusCode, type FormStateName, type FormStatusRow } from './form/formStatus';
export { formEventTypes, type FormContext, type FormEvent, type FormEventType, type FormMachineInput, type RejectEvent, type Reviewer } from './form/formTypes';
export { formMachine } from './form/form.machine';
export { nextStatuses, type FormSnapshot } from './form/nextStatuses';
export { explainRefusal, type FormRefusal, type FormRefusalCode, type QuestionProblem } from './form/explainRefusal';
export { restoreFormActor, formSnapshotOf } from './form/restoreForm';
export { runFormEvent, type RunFormResult } from './form/runFormEvent';
export { availableEvents } from './form/availableEvents';
export { formEventRoles, workflowRoles, type WorkflowRole } from './form/formRoles';

// Cycle
export {
  cycleStatuses,
  isCycleStatusCode,
  cycleStatusOfState,
  cycleStateOfStatus,
  cycleStatusLabel,
  type CycleStatusCode,
  type CycleStateName,
  type CycleStatusRow,
} from './cycle/cycleStatus';
export { cycleEventTypes, type CycleEvent, type CycleEventType, type CycleMachineInput } from './cycle/cycleTypes';
export { cycleMachine } from './cycle/cycle.machine';
export { explainCycleRefusal, type CycleRefusal, type CycleRefusalCode, type CycleSnapshot } from './cycle/explainCycleRefusal';
export { runCycleEvent, type RunCycleResult } from './cycle/runCycleEvent';
export { cycleEventRoles } from './cycle/cycleRoles';

// Complaint
export {
  complaintStatuses,
  isComplaintStatusCode,
  complaintStatusOfState,
  complaintStateOfStatus,
  complaintStatusLabel,
  type ComplaintStatusCode,
  type ComplaintStateName,
  type ComplaintStatusRow,
} from './complaint/complaintStatus';
export { complaintEventTypes, type ComplaintEvent, type ComplaintEventType, type ComplaintMachineInput } from './complaint/complaintTypes';
export { complaintMachine } from './complaint/complaint.machine';
export { explainComplaintRefusal, type ComplaintRefusal, type ComplaintRefusalCode, type ComplaintSnapshot } from './complaint/explainComplaintRefusal';
export { runComplaintEvent, type RunComplaintResult } from './complaint/runComplaintEvent';
export { complaintActions, type ComplaintActor } from './complaint/complaintActions';
export { isOverdue, complaintResolutionDays } from './complaint/isOverdue';

// Documentation
export { machineToMermaid } from './diagram';
export { renderWorkflowsDoc } from './workflowsDoc';
