import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang, Text } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { userEvents, users } from '../db/schema';
import type { Deps } from '../deps';
import { loadScopedUser } from './user-view';
import { readsOneMoment } from '../db/snapshot';

/** The events of an account's history, with their labels in both languages. */
export const USER_EVENTS = {
  passwordReset: { en: 'Password reset by an administrator', hi: 'प्रशासक द्वारा पासवर्ड रीसेट' },
  signInUnlocked: { en: 'Sign-in unlocked by an administrator', hi: 'प्रशासक द्वारा साइन इन पर लगी रोक हटाई गई' },
  replacedAsHead: { en: 'Set inactive: a new school head was approved for the school', hi: 'निष्क्रिय किया गया: विद्यालय के लिए नया विद्यालय प्रमुख अनुमोदित हुआ' },
  passwordChanged: { en: 'Password changed by the user', hi: 'उपयोगकर्ता द्वारा पासवर्ड बदला गया' },
  // Who put an account into a role that moves forms (detail: roleId, roleCode; previousRoleId, previousRoleCode for a change).
  createdInWorkflowRole: {
    en: 'Created by an administrator in a role that submits, reviews or approves forms',
    hi: 'प्रशासक द्वारा फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका में बनाया गया',
  },
  workflowRoleGranted: {
    en: 'Role changed by an administrator to one that submits, reviews or approves forms',
    hi: 'प्रशासक द्वारा भूमिका बदलकर फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका दी गई',
  },
} as const satisfies Record<string, Text>;

export type UserEvent = keyof typeof USER_EVENTS;

/** Records one event of an account, inside the transaction that made it happen. */
export async function recordUserEvent(tx: Db, e: { userId: number; actorId: number | null; event: UserEvent; detail?: Record<string, unknown>; at: Date }): Promise<void> {
  await tx.insert(userEvents).values({ userId: e.userId, actorId: e.actorId, event: e.event, detail: e.detail ?? null, createdAt: e.at });
}

const actors = alias(users, 'actor');

/** The history of an account the caller may manage, newest first: what, who, when. */
export const listUserEvents = readsOneMoment(async function listUserEvents(deps: Pick<Deps, 'db'>, caller: CurrentUser, userId: number, lang: Lang) {
  await loadScopedUser(deps.db, caller, userId);
  const rows = await deps.db
    .select({
      id: userEvents.id,
      event: userEvents.event,
      detail: userEvents.detail,
      at: userEvents.createdAt,
      actorLogin: actors.loginId,
      actorFirst: actors.firstName,
      actorLast: actors.lastName,
    })
    .from(userEvents)
    .leftJoin(actors, eq(actors.id, userEvents.actorId))
    .where(eq(userEvents.userId, userId))
    .orderBy(desc(userEvents.createdAt), desc(userEvents.id));
  return rows.map((r) => ({
    eventId: r.id,
    event: r.event,
    label: r.event in USER_EVENTS ? USER_EVENTS[r.event as UserEvent][lang] : r.event,
    by: r.actorLogin ? { loginId: r.actorLogin, name: `${r.actorFirst ?? ''} ${r.actorLast ?? ''}`.trim() } : null,
    date: r.at,
    detail: r.detail,
  }));
});
