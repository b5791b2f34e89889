/**
 * What the scope matrix tests (scoped-roles.test.ts, scope-builtin.test.ts)
 * share: a place as the matrix takes it, one matrix call as a user, and what
 * a place holds, so a refused write can be shown to have changed nothing.
 */
import { count, eq, inArray, or } from 'drizzle-orm';
import { complaints, formAnswers, formHistory, forms, questionComments, questionDocuments, questionReviews, schools, users } from '../../server/db/schema';
import type { TestApp } from '../support/test-app';
import type { Place, Req } from './scoped-roles.matrix';

/** A school with its form (the demo has one cycle, so one form per school). */
export async function placeOf(t: TestApp, schoolCode: string): Promise<Place> {
  const [row] = await t.deps.db
    .select({ schoolCode: schools.schoolCode, districtId: schools.districtId, blockId: schools.blockId, accrid: forms.id })
    .from(schools)
    .innerJoin(forms, eq(forms.schoolCode, schools.schoolCode))
    .where(eq(schools.schoolCode, schoolCode));
  return row;
}

/** One matrix call with the user's token; the answer's text, for the filtered-out check and the failure message. */
export async function sendReq(t: TestApp, token: string, req: Req): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: BodyInit | undefined;
  if (req.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(req.multipart)) form.append(k, v);
    body = form;
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await t.app.request(req.url, { method: req.method, headers, body });
  return { status: res.status, text: await res.text() };
}

/**
 * What other places' forms, schools and users hold: a write refused must
 * leave all of it as it was. Users are counted by school and block, and by
 * district for districts other than `ownDistrictId` (the actor's own district
 * legitimately gains users in the matrix).
 */
export async function footprint(t: TestApp, places: Place[], ownDistrictId: number) {
  const db = t.deps.db;
  const ids = places.map((p) => p.accrid);
  const codes = places.map((p) => p.schoolCode);
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  return {
    forms: await db
      .select({ id: forms.id, status: forms.status, machineState: forms.machineState, attempted: forms.attempted })
      .from(forms)
      .where(inArray(forms.id, ids))
      .orderBy(forms.id),
    answers: await n(db.select({ n: count() }).from(formAnswers).where(inArray(formAnswers.formId, ids))),
    history: await n(db.select({ n: count() }).from(formHistory).where(inArray(formHistory.formId, ids))),
    comments: await n(db.select({ n: count() }).from(questionComments).where(inArray(questionComments.formId, ids))),
    documents: await n(db.select({ n: count() }).from(questionDocuments).where(inArray(questionDocuments.formId, ids))),
    reviews: await n(db.select({ n: count() }).from(questionReviews).where(inArray(questionReviews.formId, ids))),
    schools: await db.select().from(schools).where(inArray(schools.schoolCode, codes)).orderBy(schools.schoolCode),
    complaints: await n(db.select({ n: count() }).from(complaints).where(inArray(complaints.schoolCode, codes))),
    // Users placed there: a user created or moved there by someone out of reach would show.
    users: await db
      .select({ id: users.id, districtId: users.districtId, blockId: users.blockId, schoolCode: users.schoolCode })
      .from(users)
      .where(
        or(
          inArray(users.schoolCode, codes),
          inArray(
            users.blockId,
            places.map((p) => p.blockId),
          ),
          inArray(
            users.districtId,
            places
              .filter((p) => p.districtId !== ownDistrictId)
              .map((p) => p.districtId)
              .concat(-1),
          ),
        ),
      )
      .orderBy(users.id),
  };
}
