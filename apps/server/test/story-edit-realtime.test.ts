import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { liveMember, openSocket, startLiveServerOn, waitFor } from './live-server';

type Live = Awaited<ReturnType<typeof startLiveServerOn>>;

/** Issue 18: an author's edit and deletion reach teammates' open pages (which refetch counts and figures). */
describe.each(ENGINES)('story edits over realtime on %s', (engine) => {
  let server: Live;

  beforeAll(async () => {
    server = await startLiveServerOn(engine);
  });
  afterAll(() => server.stop());

  it("sends story.updated and story.deleted to teammates' sockets, ids only, and nothing to another workspace", async () => {
    const ada = await liveMember(server, 'ada@edits.example');
    const bob = await liveMember(server, 'bob@edits.example');
    const eve = await liveMember(server, 'eve@other-edits.example');
    const bobSocket = await openSocket(server.origin, bob.cookie);
    const eveSocket = await openSocket(server.origin, eve.cookie);
    await waitFor(() => bobSocket.messages.find((m) => m.type === 'hello'));
    await waitFor(() => eveSocket.messages.find((m) => m.type === 'hello'));

    const created = await ada.request('POST', '/api/stories', { useCaseId: 'code-python-cli-argparse', timeSaved: 30 });
    const id = (created.json.story as { id: string }).id;
    const edited = await ada.request('PATCH', `/api/stories/${id}`, { timeSaved: 45, sharing: 'anonymous', feedback: 'Held up well' });
    expect(edited.status).toBe(200);
    const updated = await waitFor(() => bobSocket.messages.find((m) => m.type === 'story.updated'), 2_000);
    expect(updated).toEqual({ type: 'story.updated', storyId: id, useCaseId: 'code-python-cli-argparse' });

    expect((await ada.request('DELETE', `/api/stories/${id}`)).status).toBe(204);
    const deleted = await waitFor(() => bobSocket.messages.find((m) => m.type === 'story.deleted'), 2_000);
    expect(deleted).toEqual({ type: 'story.deleted', storyId: id, useCaseId: 'code-python-cli-argparse' });

    await new Promise((r) => setTimeout(r, 200));
    expect(eveSocket.messages.filter((m) => m.type !== 'hello')).toEqual([]);
    bobSocket.ws.close();
    eveSocket.ws.close();
  });
});
