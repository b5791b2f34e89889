import { describe, expect, it } from 'vitest';
import { schoolTotals } from './schoolTotals';

describe('schoolTotals()', () => {
  it('adds up enrolment over every class and stream, and counts teachers in position', () => {
    expect(
      schoolTotals({
        enrolmentClass1: 40,
        enrolmentClass2: 35,
        enrolmentClass11Science: 20,
        enrolmentClass12Commerce: 5,
        teachersSanctioned: 12,
        teacherVacancy: 3,
        adhocTeachers: 2,
        classroomsInUse: 9,
        cwsnIdentified: 4,
        remedialSupportStudents: 11,
      }),
    ).toEqual({ enrolmentTotal: 100, teachersInPosition: 11, classroomsInUse: 9, cwsnIdentified: 4, remedialStudents: 11 });
  });

  it('is undefined without a record, and reads missing fields as 0', () => {
    expect(schoolTotals(null)).toBeUndefined();
    expect(schoolTotals({})).toEqual({ enrolmentTotal: 0, teachersInPosition: 0, classroomsInUse: 0, cwsnIdentified: 0, remedialStudents: 0 });
  });
});
