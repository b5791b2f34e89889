import { forms } from '../db/schema';

/** A form's progress and result as the lists of forms show them: status, answered of total, self score and grade. */
export const formProgressFields = {
  status: forms.status,
  attempted: forms.attempted,
  total: forms.total,
  score: forms.selfScore,
  grade: forms.grade,
};
