import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTabActivity } from './tab-activity';

afterEach(() => vi.unstubAllGlobals());

describe('activity shared between tabs', () => {
  it('goes over a BroadcastChannel to the other tabs, not back to the sender', async () => {
    const here = openTabActivity();
    const there = openTabActivity();
    const heardHere: number[] = [];
    const heardThere: number[] = [];
    here.listen((at) => heardHere.push(at));
    const stop = there.listen((at) => heardThere.push(at));
    here.share(1_000);
    await vi.waitFor(() => expect(heardThere).toEqual([1_000]));
    expect(heardHere).toEqual([]);
    stop();
    here.share(2_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardThere).toEqual([1_000]);
    here.close();
    there.close();
  });

  it('falls back to storage events where there is no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = openTabActivity();
    const heard: number[] = [];
    tab.listen((at) => heard.push(at));
    tab.share(5_000);
    expect(localStorage.getItem('last_activity')).toBe('5000');
    // The browser fires 'storage' in the other tabs; here it stands for one of them.
    window.dispatchEvent(new StorageEvent('storage', { key: 'last_activity', newValue: '6000' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '7000' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'last_activity', newValue: 'garbage' }));
    expect(heard).toEqual([6_000]);
  });
});
