import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, forms, roles, schoolCounts, schools, schoolsWithoutForm, userCounts, users } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** A small deterministic generator, so a failing sequence can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();

/**
 * The counts and the list of schools without a form that the triggers of migration 0029 keep
 * (issue 32) equal a recount from the tables after a random run of the changes the application
 * makes: schools added, moved, renamed, set inactive and back; users made, moved to another
 * school, set inactive; cycles made, initiated, deleted; late schools initiated; forms removed.
 */
describe.each(testDatabases)('kept list counts on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dept: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, dept] = await Promise.all([t.login('admin'), t.login('dept')]);
  });
  afterAll(async () => t?.close());

  async function recounted() {
    const db = t.deps.db;
    const schoolsNow = (await db.execute(sql`select district_id, block_id, management, active, count(*)::int as n from schools group by 1, 2, 3, 4`)) as unknown as {
      rows?: Row[];
    };
    const usersNow = (await db.execute(
      sql`select u.role_id, u.active, coalesce(u.district_id, 0) as district_id, coalesce(u.block_id, 0) as block_id,
                 coalesce(s.district_id, 0) as school_district_id, coalesce(s.block_id, 0) as school_block_id, count(*)::int as n
          from users u left join schools s on s.school_code = u.school_code group by 1, 2, 3, 4, 5, 6`,
    )) as unknown as { rows?: Row[] };
    const gapsNow = (await db.execute(
      sql`select c.id as cycle_id, s.school_code, s.name, s.district_id, s.block_id from cycles c join schools s on s.active
          where c.status <> 'DELETED' and not exists (select 1 from forms f where f.cycle_id = c.id and f.school_code = s.school_code)`,
    )) as unknown as { rows?: Row[] };
    const rowsOf = (r: { rows?: Row[] }) => r.rows ?? (r as unknown as Row[]);
    return { schools: rowsOf(schoolsNow), users: rowsOf(usersNow), gaps: rowsOf(gapsNow) };
  }

  async function kept() {
    const db = t.deps.db;
    const s = await db.select().from(schoolCounts);
    const u = await db.select().from(userCounts);
    const g = await db.select().from(schoolsWithoutForm);
    const placeOfUsers = await db
      .select({
        id: users.id,
        kept: sql<string>`${users.schoolDistrictId} || '/' || ${users.schoolBlockId}`,
        actual: sql<string>`${schools.districtId} || '/' || ${schools.blockId}`,
      })
      .from(users)
      .leftJoin(schools, eq(schools.schoolCode, users.schoolCode));
    return {
      schools: s.filter((r) => r.n !== 0).map((r) => ({ district_id: r.districtId, block_id: r.blockId, management: r.management, active: r.active, n: r.n })),
      users: u
        .filter((r) => r.n !== 0)
        .map((r) => ({
          role_id: r.roleId,
          active: r.active,
          district_id: r.districtId,
          block_id: r.blockId,
          school_district_id: r.schoolDistrictId,
          school_block_id: r.schoolBlockId,
          n: r.n,
        })),
      gaps: g.map((r) => ({ cycle_id: r.cycleId, school_code: r.schoolCode, name: r.name, district_id: r.districtId, block_id: r.blockId })),
      misplaced: placeOfUsers.filter((p) => p.kept !== p.actual),
    };
  }

  async function expectKeptEqualsRecount(step: string) {
    const [k, r] = await Promise.all([kept(), recounted()]);
    expect(sorted(k.schools), `school counts after ${step}`).toEqual(sorted(r.schools));
    expect(sorted(k.users), `user counts after ${step}`).toEqual(sorted(r.users));
    expect(sorted(k.gaps), `schools without a form after ${step}`).toEqual(sorted(r.gaps));
    expect(k.misplaced, `users' school places after ${step}`).toEqual([]);
  }

  it('equal a recount after a random run of changes, and after a rebuild', async () => {
    const next = random(32);
    const db = t.deps.db;
    const allBlocks = await db.select().from(blocks);
    const [headRole] = await db.select().from(roles).where(eq(roles.code, 'SCHOOL_HEAD'));
    const managements = ['stateGovernment', 'centralGovernment', 'nonGovernmentAided', 'nonGovernmentUnaided'];
    let serial = 0;
    const codesOf = async () => (await db.select({ code: schools.schoolCode }).from(schools)).map((s) => s.code);
    const pick = <T>(xs: T[]) => xs[next(xs.length)];
    /** The school as the master's form sends it back, with one change. */
    const schoolBody = async (code: string, change: Record<string, unknown>) => {
      const [s] = await db.select().from(schools).where(eq(schools.schoolCode, code));
      const { name, udise, category, management, location, genderType, schoolType, districtId, blockId, active } = s;
      return { schoolCode: code, name, udise, category, management, location, genderType, schoolType, districtId, blockId, active, ...change };
    };
    const steps: [string, () => Promise<void>][] = [
      [
        'schools added in one statement',
        async () => {
          const rows = Array.from({ length: 1 + next(6) }, () => {
            serial += 1;
            const b = pick(allBlocks);
            const code = `0608${String(serial).padStart(7, '0')}`;
            return { schoolCode: code, udise: code, name: `Random School ${serial}`, districtId: b.districtId, blockId: b.id, management: pick(managements), active: next(4) > 0 };
          });
          await db.insert(schools).values(rows);
        },
      ],
      [
        'a school head made',
        async () => {
          const code = pick(await codesOf());
          const res = await t.call('POST', '/v1/user/create', {
            token: admin,
            body: { loginId: `rh${serial++}`, password: 'Strong#Pass1', firstName: 'Random', roleId: headRole.id, schoolCode: code },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
        },
      ],
      [
        'a school moved, renamed, given another management, set inactive or active',
        async () => {
          // Half the time a school with a user, whose kept place must follow the school.
          const headed = (await db.select({ code: users.schoolCode }).from(users).where(isNotNull(users.schoolCode))).map((u) => u.code!);
          const code = pick(next(2) === 0 ? headed : await codesOf());
          const b = pick(allBlocks);
          const [s] = await db.select().from(schools).where(eq(schools.schoolCode, code));
          const change = [{ districtId: b.districtId, blockId: b.id }, { name: `Renamed ${serial++}` }, { management: pick(managements) }, { active: !s.active }][next(4)];
          const res = await t.call('POST', '/v1/school/manage', { token: admin, body: await schoolBody(code, change) });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        },
      ],
      [
        'a user moved to another school, or set inactive',
        async () => {
          const heads = await db
            .select()
            .from(users)
            .where(and(eq(users.roleId, headRole.id), sql`${users.loginId} like 'rh%'`));
          if (heads.length === 0) return;
          const u = pick(heads);
          const res =
            next(2) === 0
              ? await t.call('POST', '/v1/user/set', { token: admin, body: { userId: u.id, schoolCode: pick(await codesOf()), base: u.updatedAt } })
              : await t.call('POST', `/v1/user/${u.id}/inactive`, { token: admin });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        },
      ],
      [
        'a cycle made, and initiated or deleted',
        async () => {
          const made = await t.call<{ cycleid: number }>('POST', '/v1/cycle/create', { token: dept, body: { name: `random-${serial++}` } });
          expect(made.status).toBe(201);
          const id = made.body.value.cycleid;
          if (next(3) > 0) expect((await t.call('POST', `/v1/cycle/${id}/initiate`, { token: dept })).status).toBe(200);
          if (next(3) === 0) expect((await t.call('POST', `/v1/cycle/${id}/delete`, { token: dept })).status).toBe(200);
        },
      ],
      [
        'late schools initiated, or forms removed',
        async () => {
          const [gap] = await db.select().from(schoolsWithoutForm).limit(1);
          if (gap && next(2) === 0) {
            const res = await t.call('POST', `/v1/cycle/${gap.cycleId}/initiate/schools`, { token: dept, body: { schoolCodes: [gap.schoolCode], consent: true } });
            expect([200, 409]).toContain(res.status);
            return;
          }
          const some = await db.select({ id: forms.id }).from(forms).where(eq(forms.status, 1)).limit(2);
          if (some.length)
            await db.delete(forms).where(
              inArray(
                forms.id,
                some.map((f) => f.id),
              ),
            );
        },
      ],
    ];
    await expectKeptEqualsRecount('the demo data');
    for (let i = 0; i < 36; i++) {
      const [what, step] = steps[i < steps.length ? i : next(steps.length)];
      await step();
      await expectKeptEqualsRecount(`step ${i}: ${what}`);
    }
    const before = await kept();
    await db.execute(sql`select rebuild_list_counts()`);
    const rebuilt = await kept();
    expect(sorted(rebuilt.schools)).toEqual(sorted(before.schools));
    expect(sorted(rebuilt.users)).toEqual(sorted(before.users));
    expect(sorted(rebuilt.gaps)).toEqual(sorted(before.gaps));
  });
});
