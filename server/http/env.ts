import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';

/** Variables Hono keeps per request. */
export interface AppEnv {
  Variables: {
    user: CurrentUser;
    lang: Lang;
    /** This request's id (X-Request-Id), in its log line and its error envelope. */
    requestId: string;
  };
}
