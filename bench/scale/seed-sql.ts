// The statements that write a state's schools, heads, forms, answers and complaints, generated in
// the database (generate_series): nothing crosses the wire but the statement text.

/** What the statements need to know about the database they write into. */
export interface SeedShape {
  /** Schools with a form in the cycle. */
  schools: number;
  /** Schools added after the cycle was initiated: they have no form (the department's "schools without a form"). */
  lateSchools: number;
  complaints: number;
  blocks: { id: number; districtId: number }[];
  cycleId: number;
  catalogueVersion: string;
  /** The number of answers of a full form (fillAnswers), kept as each form's attempted and total. */
  questions: number;
  headRoleId: number;
  passwordHash: string;
  /** A valid school information record, every school's. */
  schoolInfo: Record<string, number>;
}

/** The answers every form gets: a table of its own while the seed runs, dropped after. */
export const ANSWERS_TABLE = 'bench_scale_answers';

/** A SQL string literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const code = (prefix: string, g: string) => `'${prefix}' || lpad(${g}::text, 7, '0')`;
const pick = (values: readonly string[], at: string) => `(array[${values.map(literal).join(', ')}])[1 + (${at}) % ${values.length}]`;

// Names as a state has them: a village name is shared by thousands of schools, a number by a few.
const villages = ['Mullana', 'Saha', 'Dhurala', 'Kakru', 'Salwan', 'Bhadson', 'Agroha', 'Kheri', 'Sisar', 'Baland', 'Kharkhara', 'Bhalot', 'Batour', 'Kot', 'Thapli'];
const managements = ['stateGovernment', 'stateGovernment', 'stateGovernment', 'nonGovernmentUnaided', 'nonGovernmentAided', 'centralGovernment'];
const firstNames = [
  'Meena',
  'Rakesh',
  'Sunita',
  'Vikram',
  'Anita',
  'Suresh',
  'Kavita',
  'Ramesh',
  'Pooja',
  'Mahesh',
  'Neha',
  'Ajay',
  'Rekha',
  'Sanjay',
  'Geeta',
  'Vinod',
  'Seema',
  'Manoj',
  'Usha',
  'Deepak',
];
const lastNames = ['Kumari', 'Sharma', 'Verma', 'Yadav', 'Singh', 'Rathore', 'Gupta', 'Saini', 'Malik', 'Dahiya', 'Chauhan', 'Jangra', 'Bishnoi', 'Goyal', 'Hooda'];
const complaintStatuses = ['RAISED', 'UNDER_REVIEW', 'RESOLVED', 'CLOSED', 'REOPENED', 'REJECTED'];

/** A form's school code: schools SC0000001 on have forms, SL0000001 on came late and have none. */
export const schoolCode = (n: number) => `SC${String(n).padStart(7, '0')}`;

/** The schools, spread over every block; management, area and category vary as in a real state. */
export function schoolsSql(s: SeedShape, prefix: 'SC' | 'SL', count: number): string {
  const blockIds = s.blocks.map((b) => b.id).join(', ');
  const districtIds = s.blocks.map((b) => b.districtId).join(', ');
  const management = pick(managements, 'g');
  return `
    insert into schools (school_code, udise, name, head_name, email, mobile, district_id, block_id, management, location, category, gender_type, school_type)
    select ${code(prefix, 'g')}, '${prefix === 'SC' ? '09' : '08'}' || lpad(g::text, 9, '0'),
           case when g % 6 in (3, 4) then 'Adarsh Public School, ' else 'Government Senior Secondary School, ' end || ${pick(villages, 'g / 7')} || ' ' || g,
           'Head ' || g, 'school' || g || '@example.org', '98' || lpad(g::text, 8, '0'),
           (array[${districtIds}])[1 + g % ${s.blocks.length}], (array[${blockIds}])[1 + g % ${s.blocks.length}],
           ${management}, ${pick(['rural', 'rural', 'urban'], 'g')}, ${pick(['primary', 'upperPrimary', 'secondary', 'seniorSecondary'], 'g')},
           ${pick(['coEducation', 'coEducation', 'girls', 'boys'], 'g')}, case when g % 6 in (3, 4) then 'private' else 'government' end
    from generate_series(1, ${count}) as g`;
}

/** Every school with a form has filled in its school information; enrolment and staff vary from school to school as they do in a state. */
export function schoolInfoSql(s: SeedShape): string {
  // Never below the filled value: counts in the answers may not exceed the school's own.
  const varied = Object.entries(s.schoolInfo)
    .filter(([key]) => /^(enrolmentClass(1|6|9|11Science)|teachersSanctioned)$/.test(key))
    .map(([key, value], i) => `${literal(key)}, ${value} + (g * ${i + 7}) % ${40 + i}`)
    .join(', ');
  return `
    insert into school_info (school_code, data)
    select school_code, ${literal(JSON.stringify(s.schoolInfo))}::jsonb || jsonb_build_object(${varied})
    from (select school_code, substr(school_code, 3)::integer as g from schools where school_code like 'SC%') numbered`;
}

/** A head for every school with a form, signing in with the demo password. */
export function headsSql(s: SeedShape): string {
  return `
    insert into users (login_id, password_hash, first_name, last_name, email, mobile, role_id, school_code)
    select ${code('head', 'g')}, ${literal(s.passwordHash)}, ${pick(firstNames, 'g')}, ${pick(lastNames, 'g / 20')},
           'head' || g || '@example.org', '97' || lpad(g::text, 8, '0'), ${s.headRoleId}, ${code('SC', 'g')}
    from generate_series(1, ${s.schools}) as g`;
}

/** One form per school with a form: statuses 1 to 9 in turn; scored forms carry a self score, approved ones (9) a grade. */
export function formsSql(s: SeedShape): string {
  return `
    insert into forms (school_code, cycle_id, catalogue_version, status, attempted, total, self_score, grade, updated_at)
    select ${code('SC', 'g')}, ${s.cycleId}, ${literal(s.catalogueVersion)}, 1 + g % 9, ${s.questions}, ${s.questions},
           40 + g % 55, case when g % 9 = 8 then 'B' end, now() - (g % 1440) * interval '1 minute'
    from generate_series(1, ${s.schools}) as g`;
}

export function answersTableSql(answers: Record<string, unknown>): string[] {
  return [
    `create table ${ANSWERS_TABLE} (question_id text not null, value jsonb not null)`,
    `insert into ${ANSWERS_TABLE} select key, value from jsonb_each(${literal(JSON.stringify(answers))}::jsonb) order by key`,
  ];
}

/**
 * The full answers of the forms with ids in [from, to): one statement per slice, so lanes load
 * slices side by side. `extraColumns` are columns of form_answers a later schema added that the
 * form provides (cycle_id, for a table partitioned by cycle).
 */
export function answersSql(s: SeedShape, from: number, to: number, extraColumns: string[]): string {
  const extra = extraColumns.map((c) => `, ${c}`).join('');
  const fromForm = extraColumns.map((c) => `, f.${c}`).join('');
  return `
    insert into form_answers (form_id, kind, question_id, value${extra})
    select f.id, 'self', a.question_id, a.value${fromForm}
    from forms f cross join ${ANSWERS_TABLE} a
    where f.cycle_id = ${s.cycleId} and f.id >= ${from} and f.id < ${to}`;
}

/** Complaints raised by heads over the last 90 days, in every status. */
export function complaintsSql(s: SeedShape): string {
  const every = Math.max(1, Math.floor(s.schools / Math.max(1, s.complaints)));
  return `
    insert into complaints (report_code, subject, description, school_code, district_id, created_by, status, created_at, updated_at)
    select 'GR-SCALE-' || lpad(n::text, 7, '0'), 'Evaluation delayed at ' || name, 'The external evaluation of ' || name || ' has not been scheduled.',
           school_code, district_id, head, ${pick(complaintStatuses, 'n')}, now() - (n % 90) * interval '1 day', now() - (n % 90) * interval '1 day'
    from (
      select s.school_code, s.district_id, s.name, u.id as head, row_number() over (order by u.id) as n
      from users u join schools s on s.school_code = u.school_code
      where u.role_id = ${s.headRoleId} and u.login_id like 'head0%' and u.id % ${every} = 0
    ) raised
    where n <= ${s.complaints}`;
}
