import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** A tally row that differs from a recount: its table, its key, and the kept and recounted measures (null: no such row). */
export interface TallyDrift {
  table: string;
  key: Record<string, unknown>;
  kept: Record<string, unknown> | null;
  recount: Record<string, unknown> | null;
}

/*
 * Each tally counted afresh with plain GROUP BYs over forms, schools, form_domain_scores and
 * school_info, written apart from the database functions the sweep and the rebuild share, so
 * a mistake in those shows here as a difference. A district marked but not swept yet differs too.
 */

const formRecount = sql`
  select f.cycle_id, s.district_id, s.block_id, s.management, f.status,
         count(*)::integer as forms,
         coalesce(sum(f.self_score::float8::numeric), 0) as self_sum, count(f.self_score)::integer as self_n,
         coalesce(sum(f.external_score::float8::numeric), 0) as external_sum, count(f.external_score)::integer as external_n,
         count(*) filter (where f.status = 9 and not exists (
           select 1 from form_domain_scores k where k.form_id = f.id and k.kind = 'self' and k.scored_at = f.updated_at))::integer as self_unkept,
         count(*) filter (where f.status = 9 and not exists (
           select 1 from form_domain_scores k where k.form_id = f.id and k.kind = 'external' and k.scored_at = f.updated_at))::integer as external_unkept
  from forms f join schools s on s.school_code = f.school_code
  group by 1, 2, 3, 4, 5`;

const domainRecount = sql`
  select f.cycle_id, s.district_id, s.block_id, s.management, f.catalogue_version, d.value ->> 'domainId' as domain_id,
         count(*)::integer as self_entries,
         coalesce(sum((d.value ->> 'score')::numeric), 0) as self_sum, count(d.value ->> 'score')::integer as self_n,
         count(x.score) filter (where d.value ->> 'score' is not null)::integer as pair_n,
         coalesce(sum((d.value ->> 'score')::numeric) filter (where x.score is not null), 0) as pair_self_sum,
         coalesce(sum(x.score) filter (where d.value ->> 'score' is not null), 0) as pair_external_sum
  from forms f
    join schools s on s.school_code = f.school_code
    join form_domain_scores ks on ks.form_id = f.id and ks.kind = 'self' and ks.scored_at = f.updated_at
    cross join lateral jsonb_array_elements(ks.scores) d
    left join form_domain_scores kx on kx.form_id = f.id and kx.kind = 'external' and kx.scored_at = f.updated_at
    left join lateral (
      select (e ->> 'score')::numeric as score from jsonb_array_elements(kx.scores) e where e ->> 'domainId' = d.value ->> 'domainId' limit 1
    ) x on true
  where f.status = 9
  group by 1, 2, 3, 4, 5, 6`;

const schoolRecount = sql`
  with s as (select * from schools where active),
  slots as (
    select school_code, 0 as cycle_id, 0 as status from s
    union all select f.school_code, f.cycle_id, f.status from forms f join s using (school_code)
    union all select distinct f.school_code, 0, f.status from forms f join s using (school_code)
  ),
  facets as (
    select school_code, 'management' as facet, management as value, 0::numeric as amount from s
    union all select school_code, 'gender', gender_type, 0 from s where management = 'stateGovernment'
    union all select school_code, 'location', location, 0 from s where management = 'stateGovernment'
    union all select i.school_code, 'enrolment', e.key, (e.value)::numeric
      from school_info i join s using (school_code) cross join lateral jsonb_each(i.data) e
      where e.key ~ '^enrolmentClass[0-9]{1,2}(Science|Arts|Commerce)?$' and jsonb_typeof(e.value) = 'number'
  )
  select slots.cycle_id, slots.status, s.district_id, s.block_id, facets.facet, facets.value, count(*)::integer as schools, sum(facets.amount) as amount
  from s join slots using (school_code) join facets using (school_code)
  group by 1, 2, 3, 4, 5, 6`;

const tallies: { table: string; keys: string[]; measures: string[]; recount: SQL }[] = [
  {
    table: 'dashboard_form_tallies',
    keys: ['cycle_id', 'district_id', 'block_id', 'management', 'status'],
    measures: ['forms', 'self_sum', 'self_n', 'external_sum', 'external_n', 'self_unkept', 'external_unkept'],
    recount: formRecount,
  },
  {
    table: 'dashboard_domain_tallies',
    keys: ['cycle_id', 'district_id', 'block_id', 'management', 'catalogue_version', 'domain_id'],
    measures: ['self_entries', 'self_sum', 'self_n', 'pair_n', 'pair_self_sum', 'pair_external_sum'],
    recount: domainRecount,
  },
  {
    table: 'dashboard_school_tallies',
    keys: ['cycle_id', 'status', 'district_id', 'block_id', 'facet', 'value'],
    measures: ['schools', 'amount'],
    recount: schoolRecount,
  },
];

/**
 * Every difference between the kept tallies and a recount from the rows (none when they agree):
 * the check the tests run after random changes, and a bench or an operator can run on a live
 * database (it reads every form, so it takes as long as the rebuild).
 */
export async function tallyDrift(db: Db): Promise<TallyDrift[]> {
  const drift: TallyDrift[] = [];
  for (const t of tallies) {
    const on = sql.join(
      t.keys.map((k) => sql`k.${sql.identifier(k)} = r.${sql.identifier(k)}`),
      sql` and `,
    );
    const differs = sql.join(
      t.measures.map((m) => sql`k.${sql.identifier(m)} is distinct from r.${sql.identifier(m)}`),
      sql` or `,
    );
    const json = (alias: string, cols: string[]) => sql.raw(`jsonb_build_object(${cols.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`);
    const rows = rowsOf<{
      key_k: Record<string, unknown> | null;
      key_r: Record<string, unknown> | null;
      kept: Record<string, unknown> | null;
      recount: Record<string, unknown> | null;
    }>(
      await db.execute(sql`
        select ${json('k', t.keys)} as key_k, ${json('r', t.keys)} as key_r,
               case when k.${sql.identifier(t.keys[0])} is null then null else ${json('k', t.measures)} end as kept,
               case when r.${sql.identifier(t.keys[0])} is null then null else ${json('r', t.measures)} end as recount
        from ${sql.identifier(t.table)} k full join (${t.recount}) r on ${on}
        where k.${sql.identifier(t.keys[0])} is null or r.${sql.identifier(t.keys[0])} is null or ${differs}`),
    );
    for (const r of rows) drift.push({ table: t.table, key: (r.kept ? r.key_k : r.key_r) ?? {}, kept: r.kept, recount: r.recount });
  }
  return drift;
}
