import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRealtime } from './realtime';

/** A socket the test drives: it opens, speaks and closes when told to. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readyState = 0;
  send = vi.fn();
  close = vi.fn();
  say(message: object) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
  }
}

function setUp(storiesLoad: () => Promise<void> = async () => {}) {
  const sockets: FakeSocket[] = [];
  const connect = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };
  const fetched = { stories: 0, notifications: 0, other: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  function Screen() {
    useRealtime(true, { connect });
    const stories = useQuery({
      queryKey: ['stories'],
      queryFn: async () => {
        const n = ++fetched.stories;
        await storiesLoad();
        return n;
      },
    });
    useQuery({ queryKey: ['notifications'], queryFn: () => ++fetched.notifications });
    useQuery({ queryKey: ['profile'], queryFn: () => ++fetched.other });
    return <p>feed {stories.data}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
  return { sockets, fetched };
}

describe('the realtime socket', () => {
  it('refetches what an event makes stale, and nothing else', async () => {
    const { sockets, fetched } = setUp();
    await screen.findByText('feed 1');
    sockets[0]!.say({ type: 'story.deleted', workspaceId: 'w', payload: {} });
    await screen.findByText('feed 2');
    expect(fetched).toEqual({ stories: 2, notifications: 1, other: 1 });
  });

  it('on hello, refetches what was loaded before it could hear events (none is missed while connecting)', async () => {
    const { sockets, fetched } = setUp();
    await screen.findByText('feed 1');
    // A teammate deleted a story here, before the socket was listening; then the server says hello.
    sockets[0]!.say({ type: 'hello' });
    await screen.findByText('feed 2');
    expect(fetched).toEqual({ stories: 2, notifications: 2, other: 1 });
    sockets[0]!.say({ type: 'pong' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual({ stories: 2, notifications: 2, other: 1 });
  });

  it('on hello from a workspace quiet since before the page began, fetches nothing again', async () => {
    const { sockets, fetched } = setUp();
    await screen.findByText('feed 1');
    sockets[0]!.say({ type: 'hello', quietMs: performance.now() + 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual({ stories: 1, notifications: 1, other: 1 });
    // An event since the page began (quiet for less than its age): what it loaded is fetched again.
    sockets[0]!.say({ type: 'hello', quietMs: Math.max(0, performance.now() - 10) });
    await screen.findByText('feed 2');
    expect(fetched).toEqual({ stories: 2, notifications: 2, other: 1 });
  });

  it('on hello during a first load, shows that answer, then fetches once more (it may predate the socket)', async () => {
    let finish: () => void = () => {};
    const firstLoad = new Promise<void>((resolve) => (finish = resolve));
    let loads = 0;
    const { sockets, fetched } = setUp(() => (++loads === 1 ? firstLoad : Promise.resolve()));
    await act(async () => {});
    expect(fetched.stories).toBe(1);
    sockets[0]!.say({ type: 'hello' });
    // The first load is not cancelled: no second request while it runs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched.stories).toBe(1);
    act(() => finish());
    await screen.findByText('feed 2');
    expect(fetched.stories).toBe(2);
  });
});
