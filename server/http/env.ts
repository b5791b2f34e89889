import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';

/** Variables Hono keeps per request. */
export interface AppEnv {
  Variables: {
    user: CurrentUser;
    lang: Lang;
  };
}
