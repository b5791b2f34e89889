import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formAnswers, forms } from '../../server/db/schema';
import { loadAnswers, loadFormState } from '../../server/form/answers-store';
import { openTestDatabase, testDatabases } from '../support/test-db';

/** Answers as a jsonb column may hold them: strings that read as JSON among them (a free-text answer, a code). */
const VALUES: unknown[] = ['123', 'true', 'null', '[1,2]', '{"a":1}', '06019999901', 'YN1', 'NA', 'नहीं', '', 123, 0.5, true, ['PB1', 'PB2'], { udise: '06019999901', n: 2 }];

describe.each(testDatabases)('jsonb columns on %s', (kind) => {
  it('give back exactly the value stored: a string that reads as JSON stays a string (drizzle-orm#3018 parsed it twice)', async () => {
    const database = await openTestDatabase(kind, 'demo');
    try {
      const { db } = database;
      const [form] = await db.select({ id: forms.id, schoolCode: forms.schoolCode }).from(forms).limit(1);
      const questionOf = (i: number) => `Q9${String(i).padStart(2, '0')}`;
      await db.insert(formAnswers).values(VALUES.map((value, i) => ({ formId: form!.id, kind: 'external', questionId: questionOf(i), value })));
      const expected = Object.fromEntries(VALUES.map((v, i) => [questionOf(i), v]));
      expect(await loadAnswers(db, form!.id, 'external')).toEqual(expected);
      expect((await loadFormState(db, form!.id, form!.schoolCode, 'external')).answers).toEqual(expected);
      // Stored as JSON strings, as PostgreSQL's own operators see them.
      const types = await db.execute(sql`select jsonb_typeof(value) as t from form_answers where form_id = ${form!.id} and kind = 'external' and question_id in ('Q900', 'Q901')`);
      expect((types as unknown as { rows: { t: string }[] }).rows.map((r) => r.t)).toEqual(['string', 'string']);
    } finally {
      await database.close();
    }
  });
});
