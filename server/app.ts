import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './http/env';
import { fail } from './http/envelope';
import { AppError } from './http/errors';
import type { Deps } from './deps';
import { publicLimits } from './http/public-limits';
import { bodySizeLimit } from './http/body-size';
import { healthRoutes } from './http/health';
import { apiHealthRoutes } from './http/api-health.routes';
import { securityHeaders } from './http/security-headers';
import { requestLog } from './http/request-log';
import { metricsRoutes, requestMetrics } from './http/metrics';
import { log } from './log/logger';
import { identityRoutes } from './session';
import { formRoutes } from './form';
import { schoolRoutes } from './schools';
import { workflowRoutes } from './form';
import { reportRoutes, reportVerifyRoutes } from './report';
import { documentRoutes } from './form';
import { userRoutes } from './users';
import { roleRoutes } from './users';
import { schoolMasterRoutes } from './schools';
import { referenceRoutes } from './schools';
import { dashboardRoutes } from './dashboards';
import { openapiRoutes, type RouteSource } from './openapi/openapi.routes';
import { cycleRoutes } from './cycle';
import { complaintRoutes } from './complaint';
import { reviewRoutes } from './form';
import { bulkRoutes } from './form';
import { catalogueNoticeRoutes } from './catalogue';
import { catalogueRoutes } from './catalogue';
import { catalogueImpactRoutes } from './catalogue';
import { catalogueCommentRoutes } from './catalogue';
import { testSchoolRoutes } from './schools';
import { catalogueApprovalRoutes } from './catalogue';
import { guidelinesRoutes } from './report';
import { validatorRoutes } from './form';
import { exportRoutes } from './export';

/** Builds the API (everything under /v1). Static web files are added by serve.ts. */
export function createApp(deps: Deps) {
  const logger = deps.log ?? log;
  const app = new Hono<AppEnv>()
    .use('*', requestLog(logger))
    .use('*', requestMetrics())
    // Gzip every answer worth it (JSON, the web app's files): school heads are often on slow connections.
    .use('*', compress())
    .use('*', securityHeaders())
    .use('/v1/*', bodySizeLimit())
    .use('/v1/*', publicLimits(deps))
    .route('/', healthRoutes(deps.db))
    // Prometheus's scrape, only with METRICS_TOKEN (404 otherwise).
    .route('/', metricsRoutes(process.env.METRICS_TOKEN))
    .route('/v1', apiHealthRoutes(deps))
    .route('/v1/identity', identityRoutes(deps))
    // Before the catalogue's routes: its .use() guard (privilege 60) would otherwise refuse an approver (61).
    .route('/v1/catalogue', catalogueImpactRoutes(deps))
    // Before catalogueRoutes: its .use() asks for privilege 60 alone; comments admit the approver (61) too.
    .route('/v1/catalogue', catalogueCommentRoutes(deps))
    // Before catalogueRoutes: its .use() (privilege 60) would otherwise stop a school head reading a published notice.
    .route('/v1/catalogue', catalogueNoticeRoutes(deps))
    .route('/v1/catalogue', catalogueRoutes(deps))
    .route('/v1/test-schools', testSchoolRoutes(deps))
    .route('/v1/catalogue', catalogueApprovalRoutes(deps))
    .route('/v1/guidelines', guidelinesRoutes(deps))
    .route('/v1/validators', validatorRoutes(deps))
    .route('/v1/form', documentRoutes(deps))
    .route('/v1/form', formRoutes(deps))
    .route('/v1/form', reviewRoutes(deps))
    .route('/v1/school', schoolRoutes(deps))
    .route('/v1/school', schoolMasterRoutes(deps))
    .route('/v1/user', userRoutes(deps))
    .route('/v1/roles', roleRoutes(deps))
    .route('/v1/reference', referenceRoutes(deps))
    .route('/v1/workflow', workflowRoutes(deps))
    .route('/v1/workflow', bulkRoutes(deps))
    .route('/v1/cycle', cycleRoutes(deps))
    .route('/v1/complaint', complaintRoutes(deps))
    .route('/v1/report', reportRoutes(deps))
    .route('/v1/verify', reportVerifyRoutes(deps))
    .route('/v1/dashboard', dashboardRoutes(deps))
    .route('/v1/export', exportRoutes(deps))
    // The API document walks this very app's routes (typed return: the app refers to itself).
    .route(
      '/v1',
      openapiRoutes((): ReturnType<RouteSource> => app),
    );

  app.onError((err, c) => {
    if (err instanceof AppError) {
      // A throttled caller is told when to come back, in the header clients and proxies read.
      const retry = err.details.find((d) => typeof d.retryAfterSeconds === 'number')?.retryAfterSeconds;
      if (err.status === 429 && typeof retry === 'number') c.header('Retry-After', String(retry));
      return fail(c, err.status, err.key, err.details, err.errorCode, err.text);
    }
    if (err instanceof HTTPException) return fail(c, err.status, err.status === 401 ? 'unauthorized' : 'invalidRequest');
    logger.error({ requestId: c.get('requestId'), method: c.req.method, route: c.req.path, err }, 'unexpected error');
    return fail(c, 500, 'somethingWrong');
  });
  app.notFound((c) => (c.req.path.startsWith('/v1/') ? fail(c, 404, 'noRecords', [{ problem: 'unknownRoute' }]) : c.text('Not found', 404)));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
