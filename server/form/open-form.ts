import type { Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { forbidden } from '../http/errors';
import type { Deps } from '../deps';
import { formStatus } from './form-status';
import { loadScopedForm } from '../auth/scope';

/**
 * The head opens their own form (POST /v1/form/self/init): nothing changes,
 * so it is safe to call on every visit; the answer is the form's status with
 * what the head may do next. The first save of answers is what moves it to 2.
 */
export async function openOwnForm(deps: Pick<Deps, 'db'>, user: CurrentUser, accrid: number, lang: Lang) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  if (!user.schoolCode || user.schoolCode !== form.schoolCode) throw forbidden();
  return formStatus(deps, user, accrid, lang);
}
