import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { CatalogueIndex } from '../../engine';
import type { Db } from '../db/client';
import { newFormValues } from '../form';
import { seedDemoTestSchools } from './demo-test-schools';
import { blocks, cycles, districts, forms, roles, schools, users } from '../db/schema';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_SCHOOL = '06010100101';

const demoDistricts = [
  {
    name: 'Ambala',
    nameHi: 'अंबाला',
    blocks: [
      ['Ambala-I', 'अंबाला-I'],
      ['Barara', 'बराड़ा'],
      ['Naraingarh', 'नारायणगढ़'],
    ],
  },
  {
    name: 'Karnal',
    nameHi: 'करनाल',
    blocks: [
      ['Assandh', 'असंध'],
      ['Gharaunda', 'घरौंडा'],
      ['Nilokheri', 'नीलोखेड़ी'],
    ],
  },
  {
    name: 'Hisar',
    nameHi: 'हिसार',
    blocks: [
      ['Adampur', 'आदमपुर'],
      ['Barwala', 'बरवाला'],
      ['Hansi-I', 'हांसी-I'],
    ],
  },
  {
    name: 'Rohtak',
    nameHi: 'रोहतक',
    blocks: [
      ['Kalanaur', 'कलानौर'],
      ['Meham', 'महम'],
      ['Sampla', 'सांपला'],
    ],
  },
  {
    name: 'Panchkula',
    nameHi: 'पंचकूला',
    blocks: [
      ['Morni', 'मोरनी'],
      ['Pinjore', 'पिंजौर'],
      ['Raipur Rani', 'रायपुर रानी'],
    ],
  },
] as const;

const villages = ['Mullana', 'Saha', 'Dhurala', 'Kakru', 'Salwan', 'Bhadson', 'Agroha', 'Kheri', 'Sisar', 'Baland', 'Kharkhara', 'Bhalot', 'Batour', 'Kot', 'Thapli'];
const managements = ['stateGovernment', 'stateGovernment', 'stateGovernment', 'nonGovernmentAided', 'nonGovernmentUnaided', 'centralGovernment'] as const;
const genders = ['coEducation', 'coEducation', 'girls', 'boys'] as const;

/** Whether the database holds no users yet (a fresh database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n === 0;
}

/**
 * Demo data (api-contract.md, "Running, and the demo"): five districts with
 * three blocks each, 45 schools, one cycle with its forms initiated, and the
 * accounts admin, dqa, sqa, dept, dept2 and head, all with the password Demo@1234.
 */
export async function seedDemo(db: Db, index: CatalogueIndex): Promise<void> {
  const catalogueVersion = index.catalogue.version;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    let schoolNo = 0;
    let firstDistrict = 0;
    for (const [d, district] of demoDistricts.entries()) {
      const [{ id: districtId }] = await tx.insert(districts).values({ name: district.name, nameHi: district.nameHi }).returning({ id: districts.id });
      if (d === 0) firstDistrict = districtId;
      for (const [b, [name, nameHi]] of district.blocks.entries()) {
        const [{ id: blockId }] = await tx.insert(blocks).values({ districtId, name, nameHi }).returning({ id: blocks.id });
        for (let s = 1; s <= 3; s++) {
          const code = `06${String(d + 1).padStart(2, '0')}${String(b + 1).padStart(2, '0')}001${String(s).padStart(2, '0')}`;
          const village = villages[schoolNo % villages.length];
          const management = managements[schoolNo % managements.length];
          await tx.insert(schools).values({
            schoolCode: code,
            udise: code,
            name: `${management.startsWith('non') ? 'Adarsh Public School' : 'Government Senior Secondary School'}, ${village} (${name})`,
            headName: `Head ${schoolNo + 1}`,
            email: `school${schoolNo + 1}@example.org`,
            mobile: `98${String(10000000 + schoolNo).padStart(8, '0')}`,
            category: s === 3 ? 'elementary' : 'seniorSecondary',
            management,
            location: b === 0 ? 'urban' : 'rural',
            genderType: genders[schoolNo % genders.length],
            schoolType: management.startsWith('non') ? 'private' : 'government',
            districtId,
            blockId,
          });
          schoolNo++;
        }
      }
    }
    const roleIds = Object.fromEntries((await tx.select().from(roles)).map((r) => [r.code, r.id]));
    await tx.insert(users).values([
      { loginId: 'admin', passwordHash, firstName: 'Anita', lastName: 'Sharma', roleId: roleIds.ADMIN, email: 'admin@example.org' },
      { loginId: 'dqa', passwordHash, firstName: 'Rakesh', lastName: 'Verma', roleId: roleIds.DQA, districtId: firstDistrict, email: 'dqa@example.org' },
      { loginId: 'sqa', passwordHash, firstName: 'Sunita', lastName: 'Yadav', roleId: roleIds.SQA, email: 'sqa@example.org' },
      { loginId: 'dept', passwordHash, firstName: 'Vikram', lastName: 'Singh', roleId: roleIds.DEPARTMENT, email: 'dept@example.org' },
      // A second department officer, so a catalogue draft one of them writes can be approved by the other.
      { loginId: 'dept2', passwordHash, firstName: 'Kavita', lastName: 'Rathore', roleId: roleIds.DEPARTMENT, email: 'dept2@example.org' },
      {
        loginId: 'head',
        passwordHash,
        firstName: 'Meena',
        lastName: 'Kumari',
        roleId: roleIds.SCHOOL_HEAD,
        schoolCode: DEMO_SCHOOL,
        email: 'head@example.org',
        mobile: '9812345670',
      },
    ]);
    const [{ id: cycleId }] = await tx.insert(cycles).values({ name: '2026-27', status: 'FORMS_INITIATED', catalogueVersion }).returning({ id: cycles.id });
    const active = await tx.select({ code: schools.schoolCode }).from(schools).where(eq(schools.active, true));
    await tx.insert(forms).values(active.map((s) => newFormValues(index, s.code, cycleId)));
    const [dept] = await tx.select({ id: users.id }).from(users).where(eq(users.loginId, 'dept'));
    await seedDemoTestSchools(tx, index, dept?.id ?? null, new Date());
  });
}
