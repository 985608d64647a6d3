import type { Db } from '../db/client';
import type { EventBus } from '../realtime/bus';
import { connectedProviders } from './webhooks';

interface Kept {
  at: number;
  connected: Promise<boolean>;
}

/**
 * Whether a workspace has a chat webhook, kept in memory: each new story asks (its chat job is
 * written with it), and webhooks change rarely. Connecting or removing one drops the answer here
 * at once and on other instances through the bus (chat.changed); answers also expire after
 * `ttlMs` in case an event was missed. A failed read is not kept.
 */
export class ChatPresence {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly ttlMs = 30_000,
    private readonly maxWorkspaces = 10_000,
  ) {
    bus.subscribe((event) => {
      if (event.type === 'chat.changed') this.kept.delete(event.workspaceId);
    });
  }

  hasWebhook(workspaceId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.kept.get(workspaceId);
    if (cached && now - cached.at < this.ttlMs) return cached.connected;
    const entry: Kept = { at: now, connected: connectedProviders(this.db, workspaceId).then((providers) => providers.length > 0) };
    this.kept.delete(workspaceId);
    this.kept.set(workspaceId, entry);
    entry.connected.catch(() => {
      if (this.kept.get(workspaceId) === entry) this.kept.delete(workspaceId);
    });
    if (this.kept.size > this.maxWorkspaces) this.kept.delete(this.kept.keys().next().value ?? '');
    return entry.connected;
  }

  /** A webhook was connected or removed: dropped here now, and on the other instances. */
  async changed(workspaceId: string): Promise<void> {
    this.kept.delete(workspaceId);
    await this.bus.publish({ type: 'chat.changed', workspaceId });
  }
}
