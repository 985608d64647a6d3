import type { CallerCache } from './auth/caller-cache';
import type { ActiveSession } from './auth/sessions';
import type { Account } from './users/session-user';
import type { CatalogueService } from './catalogue/catalogue';
import type { TeamCatalogue } from './authoring/workspace-catalogue';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { ClientInfo } from './http/client-info';
import type { RateLimits } from './http/rate-limit';
import type { Mailer } from './mail/mailer';
import type { EventBus } from './realtime/bus';
import type { RealtimeHub } from './realtime/hub';
import type { FeedCache } from './stories/feed-cache';
import type { ImpactCache } from './impact/figures-cache';
import type { PromptLibraryCache } from './prompts/library-cache';
import type { ChatPresence } from './chat/presence';

/** What the app is built from; tests build it with their own database and mailer. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  catalogue: CatalogueService;
  bus: EventBus;
  realtime: RealtimeHub;
  /** Work done after the request: e-mail, scheduled mail (PostgreSQL job queue). */
  jobs: JobQueue;
  /** The feed's reads, cached per workspace. */
  feedCache: FeedCache;
  /** The team screen's figures, cached per workspace and range (issue 18). */
  impactCache: ImpactCache;
  /** The prompt library's answers, cached per workspace, visibility class and query. */
  promptLibrary: PromptLibraryCache;
  /** Whether each workspace has a chat webhook (asked by every new story). */
  chatPresence: ChatPresence;
  /** Each workspace's published use cases (issue 16), cached per workspace. */
  teamCatalogue: TeamCatalogue;
  /** Callers of session tokens, cached for a few seconds. */
  callers: CallerCache;
  /** Folder of the built web app; omit to serve the API only. */
  webDist?: string;
  /** Rate limits (defaults in http/rate-limit.ts); tests may loosen them. */
  rateLimits?: Partial<RateLimits>;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** The server's logger: a request logs through requestLogger(c), which adds its id. */
    baseLogger: Logger;
    /** The request's logger once requestLogger(c) has made it. */
    log?: Logger;
    /** The caller's live session, or null (loaded for /api routes). */
    session: ActiveSession | null;
    /** The caller's account and profile (with the session). */
    account: Account | null;
    client: ClientInfo;
  };
}
