import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike, type Job, type JobResult } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { Logger } from '../logger';

/**
 * Work that runs after the request: e-mail today, scheduled mail later. Jobs live in PostgreSQL
 * (pg-boss, on PGlite too), so they survive restarts; every instance works the same queues and a
 * job is taken by one of them (SKIP LOCKED); a failed attempt is retried with backoff.
 */
export interface JobQueue {
  /**
   * Adds a job. With `tx` the job is written inside that transaction and exists only if it
   * commits; without it the job is written at once.
   */
  send<N extends JobName>(name: N, data: JobData[N], options?: { tx?: Db; startAfterSeconds?: number }): Promise<void>;
  /** Registers the handler of a queue (before `start`). */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /**
   * Creates the queues and starts working them. A `send` made before (a request served while
   * the server is still starting its queue) waits for it. After a failed start (the database
   * unreachable for a moment) it may be called again: it takes up where the last one stopped.
   */
  start(): Promise<void>;
  /**
   * Resolves once the queue has started. Writes wait for it before they run (app.ts): a job
   * written inside a transaction cannot wait for the queue's start-up queries, which on the
   * embedded database need the connection the transaction holds. Rejects with a
   * QueueUnavailableError when the last start failed, or when `timeoutMs` pass first.
   */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops taking jobs, lets running ones finish (up to the timeout) and closes the queue's connections. */
  stop(): Promise<void>;
  /** The underlying pg-boss instance (schedules, queue statistics). */
  readonly boss: PgBoss;
}

/** Every job the product runs, with its data. Data never holds a token or a password. */
export interface JobData {
  /** A verification e-mail for a new account (the token is made when the mail is sent). */
  'mail.verification': { userId: string };
  /** "Resend verification": the worker finds out whether an unverified account exists. */
  'mail.resend-verification': { email: string; ip: string | null; userAgent: string | null };
  /** "Forgot password": the worker finds out whether the account exists. */
  'mail.password-reset': { email: string; ip: string | null; userAgent: string | null };
  /** An invitation to a colleague (its link's token is made when the mail is sent). */
  'mail.invitation': { invitationId: string };
  /** A notification its recipient wants by e-mail (notifications/mail-jobs.ts). */
  'mail.notification': { notificationId: string };
  /** A workspace's Monday digest fired (pg-boss cron in its time zone); `at` fixes the clock in tests. */
  'digest.workspace': { workspaceId: string; at?: string };
  /** One member's digest of one week (claimed once in digest_deliveries). */
  'digest.member': { workspaceId: string; userId: string; weekKey: string };
  /** Hourly: every workspace has its Monday schedule in its time zone (new workspaces get theirs). */
  'digest.sync': Record<string, never>;
  /** A story was shared: post it to the workspace's chat webhooks. */
  'chat.story': { storyId: string };
  /** A workspace use case was published (issue 16 sends this): post it to the chat webhooks. */
  'chat.use-case-published': { workspaceId: string; useCaseId: string; title: string };
  /** Every 10 minutes: the authors of stories 14 days old are asked once whether they held up (issue 18). */
  'impact.follow-up-sweep': Record<string, never>;
  /** One story's follow-up (earlier versions queued one per story; still honoured). */
  'impact.follow-up': { storyId: string };
  /** One message to one webhook, retried on its own. Never the address: it is read when sent. */
  'chat.post': { workspaceId: string; provider: 'slack' | 'teams'; text: string; link: string };
}
export type JobName = keyof JobData;

/** The queue could not start (yet): a write that needs it cannot be served for now. */
export class QueueUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The job queue is not running: ${reason}`, options);
    this.name = 'QueueUnavailableError';
  }
}
export type JobHandler<N extends JobName> = (data: JobData[N], job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueueOptions {
  /** Seconds before the first retry; later ones double (exponential backoff with jitter). */
  retryDelaySeconds?: number;
  /** Attempts after the first before a job is given up (and logged as failed). */
  retryLimit?: number;
  /** How often an idle worker looks for jobs it was not woken for (LISTEN/NOTIFY wakes it at once). */
  pollingIntervalSeconds?: number;
}

const DEFAULTS: Required<JobQueueOptions> = { retryDelaySeconds: 5, retryLimit: 8, pollingIntervalSeconds: 2 };

export function createJobQueue(database: Database, logger: Logger, options: JobQueueOptions = {}): JobQueue {
  const settings = { ...DEFAULTS, ...options };
  const log = logger.child({ component: 'jobs' });
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true, schedule: true })
      : new PgBoss({ connectionString: database.url, max: 4, useListenNotify: true, schedule: true, application_name: 'pathwise-jobs' });
  // pg-boss reports connection and maintenance problems as events; they must never crash the process.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.debug({ warning: warning.message }, 'job queue warning'));

  const handlers = new Map<JobName, JobHandler<JobName>>();
  // Queues whose workers run: a start that failed partway is taken up again without a second worker.
  const working = new Set<JobName>();
  let started = false;
  let starting: Promise<void> | undefined;
  let failure: unknown;
  let stopping: Promise<void> | undefined;

  return {
    boss,
    async send(name, data, { tx, startAfterSeconds } = {}) {
      await starting;
      const id = await boss.send(name, data, {
        // Both drivers answer `execute` with `{ rows }`, which is what the adapter reads.
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
      log.debug({ job: { name, id } }, 'job queued');
    },
    handle(name, handler) {
      if (started || starting) throw new Error(`Register the handler of ${name} before the queue starts`);
      handlers.set(name, handler as JobHandler<JobName>);
    },
    start() {
      if (stopping) return Promise.reject(new QueueUnavailableError('it is stopping'));
      starting ??= startWorking().then(
        () => {
          failure = undefined;
        },
        (error: unknown) => {
          // The next start() tries again; until then writes are told to come back (ready()).
          failure = error;
          starting = undefined;
          throw error;
        },
      );
      return starting;
    },
    ready(timeoutMs) {
      if (started) return Promise.resolve();
      if (!starting) {
        // Never asked to start (a test that starts it later), or between two attempts.
        return failure === undefined
          ? Promise.resolve()
          : Promise.reject(new QueueUnavailableError('its last start failed', { cause: failure }));
      }
      const attempt = starting.catch((error: unknown) => {
        throw new QueueUnavailableError('its start failed', { cause: error });
      });
      if (timeoutMs === undefined) return attempt;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new QueueUnavailableError(`it did not start within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([attempt, late]).finally(() => clearTimeout(timer));
    },
    stop() {
      stopping ??= (async () => {
        await starting?.catch(() => {});
        await boss.stop({ graceful: true, timeout: 10_000 });
      })().catch((error: unknown) => {
        log.warn({ err: error }, 'job queue did not stop cleanly');
      });
      return stopping;
    },
  };

  async function startWorking(): Promise<void> {
    await boss.start();
    for (const [name, handler] of handlers) {
      if (working.has(name)) continue;
      await boss.createQueue(name, {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 15 * 60,
        expireInSeconds: 120,
        notify: true,
      });
      // Up to 10 jobs per fetch, fetched again at once while batches come back full; each job
      // succeeds or fails (and is retried) on its own.
      await boss.work(
        name,
        {
          batchSize: 10,
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: settings.pollingIntervalSeconds,
          notifyPollingIntervalSeconds: Math.max(settings.pollingIntervalSeconds, 5),
        },
        async (jobs: Job<JobData[JobName]>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const final = job.retryCount >= settings.retryLimit;
              log[final ? 'error' : 'warn'](
                { err: error, job: { name, id: job.id, attempt: job.retryCount + 1 } },
                final ? 'job failed for good' : 'job failed; it will be retried',
              );
              results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
            }
          }
          return results;
        },
      );
      working.add(name);
    }
    started = true;
  }
}
