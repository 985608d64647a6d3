import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { clientInfo, isLoopback } from './http/client-info';
import { compressResponses } from './http/compress';
import { sameOriginWrites } from './http/csrf';
import { isDatabaseUnavailable } from './http/db-errors';
import { ApiError, errorBody } from './http/errors';
import { requestLog, requestLogger } from './http/request-log';
import { QueueUnavailableError } from './jobs/queue';
import { securityHeaders } from './http/security';
import { staticSite } from './http/static';
import { requestHeader } from './http/node-http';
import { sessionLoader } from './auth/middleware';
import { healthRoutes } from './routes/health';
import { accountRoutes } from './routes/auth/account-routes';
import { emailLinkRoutes } from './routes/auth/email-link-routes';
import { profileRoutes } from './routes/profile';
import { promptRoutes } from './routes/prompts';
import { notificationRoutes } from './routes/notifications';
import { integrationRoutes } from './routes/integrations';
import { digestRoutes } from './routes/digest';
import { realtimeRoutes } from './routes/realtime';
import { storyRoutes } from './routes/stories';
import { impactStoryRoutes } from './routes/impact';
import { teamImpactRoutes } from './routes/team-impact';
import { teamRoutes } from './routes/team';
import { useCaseRoutes } from './routes/use-cases';
import { authoringRoutes } from './routes/authoring';
import { useCaseRequestRoutes } from './routes/use-case-requests';
import { trackEventRoutes } from './routes/track-event';
import { groupRoutes } from './routes/workspace-admin/groups';
import { memberRoutes } from './routes/workspace-admin/members';
import { invitationRoutes } from './routes/workspace-admin/invitations';
import { accountRoutes as myAccountRoutes } from './routes/account';

/** The longest a write waits for a job queue that is still starting before it answers 503. */
export const QUEUE_WAIT_MS = 10_000;

/** Largest request body accepted by the API. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Builds the whole HTTP app without listening; tests drive it with `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));
  app.use(securityHeaders(deps.config.appUrl));
  const tooLarge = () => new ApiError(413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  // The limit never asks for the request's body stream: that builds the Node adapter's whole fetch
  // Request (an AbortSignal, undici's header checks, a web stream over the socket), about a sixth
  // of a cached answer's CPU and a tenth of a story write's, where reading the text later takes
  // the adapter's direct path. Reads carry no body; a declared length is checked as it is (Node's
  // parser holds the body to it); a chunked body is counted as it streams in.
  const limitWrites: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = requestHeader(c, 'content-length');
    if (length === undefined || requestHeader(c, 'transfer-encoding') !== undefined) return limitBody(c, next);
    if (Number(length) > MAX_BODY_BYTES) throw tooLarge();
    return next();
  };
  app.use('*', limitWrites);
  // The digest's unsubscribe is authorised by its signed token alone (no cookie): mail clients post it.
  app.use(sameOriginWrites(deps.config.appUrl, { exempt: ['/api/digest/unsubscribe'] }));

  // A write may queue a job in its transaction: it runs once the queue has started (the first
  // moments after listening), never while the queue still needs the database to start. A queue
  // that could not start (it is tried again) or is slow to answers 503, as a lost database does.
  // Reads go straight on (no extra turn of the event loop for them).
  const waitForQueue: MiddlewareHandler = (c, next) =>
    c.req.method !== 'GET' && c.req.method !== 'HEAD' ? deps.jobs.ready(QUEUE_WAIT_MS).then(next) : next();
  app.use('/api/*', waitForQueue);
  app.use('/functions/*', waitForQueue);
  app.use('/api/*', compressResponses());
  app.use('/api/*', sessionLoader(deps));
  app.use('/functions/*', sessionLoader(deps));

  app.route('/', healthRoutes(deps));
  app.route('/', trackEventRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', emailLinkRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', useCaseRoutes(deps));
  app.route('/', authoringRoutes(deps));
  app.route('/', useCaseRequestRoutes(deps));
  app.route('/', storyRoutes(deps));
  app.route('/', impactStoryRoutes(deps));
  app.route('/', promptRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', integrationRoutes(deps));
  app.route('/', digestRoutes(deps));
  app.route('/', teamRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', groupRoutes(deps));
  app.route('/', teamImpactRoutes(deps));
  app.route('/', invitationRoutes(deps));
  app.route('/', myAccountRoutes(deps));
  app.route('/', realtimeRoutes(deps));

  // The development outbox shows every mail with its links: development only, never in test or
  // production runs, and only to this machine (whatever interface the server listens on).
  if (deps.mailer.kind === 'outbox' && deps.config.env === 'development') {
    app.get('/dev/outbox', (c) => {
      if (!isLoopback(clientInfo(c, false).ip)) throw new ApiError(404, 'not_found', 'Not found.');
      return c.json({ messages: deps.mailer.outbox() });
    });
  }

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'There is no such API endpoint.');
  });
  app.all('/functions/*', () => {
    throw new ApiError(404, 'not_found', 'There is no such function.');
  });
  if (deps.webDist) {
    const site = staticSite(deps.webDist);
    app.on(['GET', 'HEAD'], '*', site);
  }

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.', c.get('requestId')), 404));
  app.onError((error, c) => {
    const requestId = c.get('requestId');
    if (error instanceof ApiError) {
      if (error.status === 429 && typeof error.extra?.retryAfterSeconds === 'number')
        c.header('Retry-After', String(error.extra.retryAfterSeconds));
      return c.json(errorBody(error.code, error.message, requestId, error.details, error.extra), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody('bad_request', 'The request could not be processed.', requestId), error.status);
    }
    if (isDatabaseUnavailable(error) || error instanceof QueueUnavailableError) {
      requestLogger(c).warn({ err: error }, error instanceof QueueUnavailableError ? 'job queue unavailable' : 'database unavailable');
      c.header('Retry-After', '2');
      return c.json(errorBody('database_unavailable', 'The service is briefly unavailable. Please try again in a moment.', requestId), 503);
    }
    // Internal details go to the log, never to the client.
    requestLogger(c).error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.', requestId), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
