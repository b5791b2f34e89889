import type { UserView } from '../api/types';

/** One's own profile as GET /v1/user/profile answers it: the same view as any user. */
export type Profile = UserView;

/** The fields of the profile a person edits. */
export type ProfileFields = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'mobile' | 'phone' | 'address' | 'city' | 'state' | 'postalCode'>;
