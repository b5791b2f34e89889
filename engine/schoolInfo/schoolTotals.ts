import type { SchoolTotals } from '../answers/computeFields';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The totals a catalogue may score against or take values from (`scoreBasis`, `fromSchoolInfo`),
 * worked out from the school information record (catalogue/school-info.schema.json). The one
 * place that knows that form's field names; null without a record.
 */
export function schoolTotals(info: Record<string, unknown> | null | undefined): SchoolTotals | undefined {
  if (!info) return undefined;
  const enrolmentTotal = Object.entries(info)
    .filter(([k]) => k.startsWith('enrolmentClass'))
    .reduce((s, [, v]) => s + num(v), 0);
  return {
    enrolmentTotal,
    // Posts sanctioned less those vacant, with the ad-hoc teachers who fill in.
    teachersInPosition: Math.max(0, num(info.teachersSanctioned) - num(info.teacherVacancy)) + num(info.adhocTeachers),
    classroomsInUse: num(info.classroomsInUse),
    cwsnIdentified: num(info.cwsnIdentified),
    remedialStudents: num(info.remedialSupportStudents),
  };
}
