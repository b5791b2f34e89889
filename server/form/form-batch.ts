import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { formHistory, forms } from '../db/schema';
import type { ReportCardFields } from '../report';

/** One form's new status and snapshot, and the history row that records it. */
export interface FormChange {
  formId: number;
  from: number;
  to: number;
  persisted: unknown;
  event: string;
  comment?: string | null;
  reasonId?: number | null;
  report?: ReportCardFields;
}

const CHUNK = 2000;
const name = (column: { name: string }) => sql.identifier(column.name);

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes many form changes at once: one UPDATE and one INSERT of history per
 * 2,000 forms, each fed by a single JSON parameter (jsonb_to_recordset), so a
 * bulk action over 10,000 forms is a handful of statements on either database.
 * The caller holds the row locks and has decided each change through the machine.
 */
export async function applyFormChanges(db: Db, changes: FormChange[], userId: number, at: Date): Promise<void> {
  const when = at.toISOString();
  for (const part of chunks(changes)) {
    const rows = part.map((c) => ({
      id: c.formId,
      status: c.to,
      machine_state: c.persisted ?? null,
      report: Boolean(c.report),
      self_score: c.report?.selfScore ?? null,
      external_score: c.report?.externalScore ?? null,
      grade: c.report?.grade ?? null,
      report_code: c.report?.reportCode ?? null,
    }));
    await db.execute(sql`
      update ${forms} as f set
        ${name(forms.status)} = v.status,
        ${name(forms.machineState)} = v.machine_state,
        ${name(forms.updatedAt)} = ${when}::timestamptz,
        ${name(forms.selfScore)} = case when v.report then v.self_score else f.${name(forms.selfScore)} end,
        ${name(forms.externalScore)} = case when v.report then v.external_score else f.${name(forms.externalScore)} end,
        ${name(forms.grade)} = case when v.report then v.grade else f.${name(forms.grade)} end,
        ${name(forms.reportCode)} = case when v.report then v.report_code else f.${name(forms.reportCode)} end,
        ${name(forms.accreditedAt)} = case when v.report then ${when}::timestamptz else f.${name(forms.accreditedAt)} end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(id integer, status smallint, machine_state jsonb, report boolean, self_score real, external_score real, grade text, report_code text)
      where f.${name(forms.id)} = v.id`);
    const history = part
      .filter((c) => c.from !== c.to)
      .map((c) => ({ form_id: c.formId, from_status: c.from, to_status: c.to, event: c.event, comment: c.comment ?? null, reason_id: c.reasonId ?? null }));
    if (history.length === 0) continue;
    await db.execute(sql`
      insert into ${formHistory} (${name(formHistory.formId)}, ${name(formHistory.userId)}, ${name(formHistory.fromStatus)}, ${name(formHistory.toStatus)},
        ${name(formHistory.event)}, ${name(formHistory.comment)}, ${name(formHistory.reasonId)}, ${name(formHistory.createdAt)})
      select v.form_id, ${userId}::integer, v.from_status, v.to_status, v.event, v.comment, v.reason_id, ${when}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(history)}::jsonb)
        as v(form_id integer, from_status smallint, to_status smallint, event text, comment text, reason_id integer)`);
  }
}
