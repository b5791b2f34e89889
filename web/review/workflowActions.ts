/** Workflow events a reviewer may do, and the API path each one calls. */
export type ReviewAction = { event: string; kind: 'submit' | 'reject'; level: 'dqa' | 'sqa' | 'dept'; path: string };

const LEVELS = ['dqa', 'sqa', 'dept'] as const;

/** Turns the events of GET /v1/form/{accrid}/status into reviewer actions (school head events excluded). */
export function reviewActions(events: string[]): ReviewAction[] {
  const out: ReviewAction[] = [];
  for (const event of events) {
    const [level, verb] = event.split('.');
    if (!LEVELS.includes(level as (typeof LEVELS)[number])) continue;
    const lvl = level as ReviewAction['level'];
    if (verb === 'submit' || verb === 'approve') {
      out.push({ event, kind: 'submit', level: lvl, path: `/v1/workflow/form/${lvl}/status/submit` });
    } else if (verb === 'reject') {
      out.push({ event, kind: 'reject', level: lvl, path: `/v1/workflow/form/${lvl}/status/reject` });
    }
  }
  return out;
}
