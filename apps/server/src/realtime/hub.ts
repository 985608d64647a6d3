import { REALTIME, REALTIME_CLOSE, REALTIME_SESSION_CHECK_MS } from '@pathwise/core';
import type { Logger } from '../logger';
import type { BusEvent, EventBus, RealtimeEvent } from './bus';

/** What the hub needs of a socket (the ws library's and Hono's both fit). */
export interface HubSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Member {
  socket: HubSocket;
  workspaceId: string;
  userId: string;
  sessionHash: string;
  lastSeen: number;
}

/** Which of these session hashes still belong to a live session (not ended, expired or idle). */
export type LiveSessions = (sessionHashes: string[]) => Promise<Set<string>>;

/**
 * Who of a workspace may hear of a use case: null for everyone (bundled, or for the whole
 * workspace), else the user ids that may read it (one shown to some groups only).
 */
export type UseCaseAudience = (workspaceId: string, useCaseId: string) => Promise<ReadonlySet<string> | null>;

export const CLOSE = REALTIME_CLOSE;

/**
 * The sockets this instance holds, grouped by workspace. Events from the bus (this instance or,
 * through PostgreSQL, any other) go only to sockets of the event's workspace.
 *
 * A socket lives no longer than its session, whatever the client sends: a log-out or a password
 * reset on any instance closes it at once (bus events), and every few seconds the sessions of all
 * open sockets are checked, which catches the idle timeout and anything else that ends one.
 */
export class RealtimeHub {
  private readonly members = new Set<Member>();
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[];
  /** Deliveries in the order the events came, though some wait to learn a use case's audience. */
  private delivering: Promise<void> = Promise.resolve();
  /** When this instance last heard of an event of each workspace (one entry per workspace). */
  private readonly lastEventAt = new Map<string, number>();
  /** Since when this instance hears every event (it began, or its bus listened again). */
  private hearingSince = Date.now();

  constructor(
    bus: EventBus,
    private readonly logger: Logger,
    private readonly liveSessions: LiveSessions,
    sessionCheckMs = REALTIME_SESSION_CHECK_MS,
    private readonly audience?: UseCaseAudience,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.onEvent(event));
    // A socket that has not pinged for more than two heartbeats is gone (no close frame).
    this.timers = [setInterval(() => this.sweep(), REALTIME.heartbeatMs), setInterval(() => void this.checkSessions(), sessionCheckMs)];
    for (const timer of this.timers) timer.unref();
  }

  join(socket: HubSocket, who: { workspaceId: string; userId: string; sessionHash: string }): Member {
    const member: Member = { socket, ...who, lastSeen: Date.now() };
    this.members.add(member);
    return member;
  }

  leave(member: Member): void {
    this.members.delete(member);
  }

  seen(member: Member): void {
    member.lastSeen = Date.now();
  }

  get size(): number {
    return this.members.size;
  }

  /**
   * For how long this instance has known of no event in the workspace (the hello's `quietMs`): a
   * tab loaded since then has read everything, and need not fetch it again.
   */
  quietMs(workspaceId: string): number {
    return Date.now() - Math.max(this.hearingSince, this.lastEventAt.get(workspaceId) ?? 0);
  }

  private onEvent(event: BusEvent): void {
    if (event.type === 'bus.resumed') {
      this.hearingSince = Date.now();
      return;
    }
    if ('workspaceId' in event) this.lastEventAt.set(event.workspaceId, Date.now());
    if (event.type === 'session.revoked') return this.endSessions((m) => m.sessionHash === event.tokenHash);
    if (event.type === 'user.changed') {
      if ([...this.members].some((m) => m.userId === event.userId)) void this.checkSessions((m) => m.userId === event.userId);
      return;
    }
    if (event.type === 'catalogue.changed' || event.type === 'prompts.changed' || event.type === 'chat.changed') return; // between instances only
    if (!('workspaceId' in event)) return; // internal events stay between instances
    this.delivering = this.delivering.then(() =>
      this.deliver(event).catch((error: unknown) => this.logger.warn({ err: error }, 'realtime delivery failed')),
    );
  }

  private async deliver(event: RealtimeEvent): Promise<void> {
    const { workspaceId, userId, aboutUseCase, ...payload } = event;
    // A member's own topic: only that member's sockets hear it.
    const to = [...this.members].filter((m) => m.workspaceId === workspaceId && (userId === undefined || m.userId === userId));
    if (to.length === 0) return;
    // An event about a use case shown to some groups only reaches those who may read it.
    const useCaseId = aboutUseCase ?? ('useCaseId' in payload ? payload.useCaseId : undefined);
    const allowed = useCaseId && this.audience ? await this.audience(workspaceId, useCaseId) : null;
    const message = JSON.stringify(payload);
    for (const member of to) {
      if (allowed && !allowed.has(member.userId)) continue;
      if (!this.members.has(member)) continue;
      try {
        member.socket.send(message);
      } catch (error) {
        this.logger.debug({ err: error }, 'realtime send failed');
      }
    }
  }

  /** Closes the sockets whose session is no longer alive (of the members `which` selects). */
  async checkSessions(which: (member: Member) => boolean = () => true): Promise<void> {
    const held = [...this.members].filter(which);
    if (held.length === 0) return;
    let alive: Set<string>;
    try {
      alive = await this.liveSessions([...new Set(held.map((m) => m.sessionHash))]);
    } catch (error) {
      // The database is briefly away: sockets stay until a check can answer.
      this.logger.debug({ err: error }, 'realtime session check failed');
      return;
    }
    this.endSessions((m) => held.includes(m) && !alive.has(m.sessionHash));
  }

  private endSessions(which: (member: Member) => boolean): void {
    for (const member of [...this.members]) {
      if (!which(member)) continue;
      member.socket.close(CLOSE.sessionEnded, 'session ended');
      this.members.delete(member);
    }
  }

  private sweep(): void {
    const cutoff = Date.now() - 2.5 * REALTIME.heartbeatMs;
    for (const member of [...this.members]) {
      if (member.lastSeen < cutoff) {
        member.socket.close(CLOSE.idle, 'no heartbeat');
        this.members.delete(member);
      }
    }
  }

  /** On shutdown: every client is told to reconnect (to another instance or after restart). */
  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.unsubscribe();
    for (const member of this.members) member.socket.close(CLOSE.restart, 'server restarting');
    this.members.clear();
  }
}
