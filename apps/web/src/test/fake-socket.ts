import { vi } from 'vitest';

/**
 * The realtime socket of the page, driven by the test (the app's own hook runs unchanged). It never
 * connects: the network is the test's (fakeServer puts it in place). A real one would dial the
 * page's host, be refused, and try again on the test's clock.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => this.onopen?.(new Event('open')));
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closed = true;
  }

  /** The server pushes an event. */
  emit(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  static install() {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no realtime socket was opened');
    return socket;
  }
}
