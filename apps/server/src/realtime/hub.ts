import { REALTIME } from '@pathwise/core';
import type { Logger } from '../logger';
import type { BusEvent, EventBus } from './bus';

/** What the hub needs of a socket (the ws library's and Hono's both fit). */
export interface HubSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Member {
  socket: HubSocket;
  workspaceId: string;
  sessionHash: string;
  lastSeen: number;
}

/** Close codes clients understand: 1012 = server restarting (reconnect), 4401 = session ended. */
export const CLOSE = { restart: 1012, sessionEnded: 4401, idle: 4408 } as const;

/**
 * The sockets this instance holds, grouped by workspace. Events from the bus (this instance or,
 * through PostgreSQL, any other) go only to sockets of the event's workspace.
 */
export class RealtimeHub {
  private readonly members = new Set<Member>();
  private readonly unsubscribe: () => void;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    bus: EventBus,
    private readonly logger: Logger,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.deliver(event));
    // A socket that has not pinged for more than two heartbeats is gone (no close frame).
    this.sweeper = setInterval(() => this.sweep(), REALTIME.heartbeatMs);
    this.sweeper.unref();
  }

  join(socket: HubSocket, workspaceId: string, sessionHash: string): Member {
    const member: Member = { socket, workspaceId, sessionHash, lastSeen: Date.now() };
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

  private deliver(event: BusEvent): void {
    if (!('workspaceId' in event)) return; // internal events stay between instances
    const { workspaceId, ...payload } = event;
    const message = JSON.stringify(payload);
    for (const member of this.members) {
      if (member.workspaceId !== workspaceId) continue;
      try {
        member.socket.send(message);
      } catch (error) {
        this.logger.debug({ err: error }, 'realtime send failed');
      }
    }
  }

  /** Ends the sockets of a session that logged out. */
  endSession(sessionHash: string): void {
    for (const member of [...this.members]) {
      if (member.sessionHash === sessionHash) {
        member.socket.close(CLOSE.sessionEnded, 'session ended');
        this.members.delete(member);
      }
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
    clearInterval(this.sweeper);
    this.unsubscribe();
    for (const member of this.members) member.socket.close(CLOSE.restart, 'server restarting');
    this.members.clear();
  }
}
