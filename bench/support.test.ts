import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGenerator } from './support';

describe('the load generator', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is wrk unless BENCH_LOAD_GENERATOR names another (decision 024)', () => {
    vi.stubEnv('BENCH_LOAD_GENERATOR', undefined);
    expect(loadGenerator()).toBe('wrk');
    vi.stubEnv('BENCH_LOAD_GENERATOR', '');
    expect(loadGenerator()).toBe('wrk');
    vi.stubEnv('BENCH_LOAD_GENERATOR', 'autocannon');
    expect(loadGenerator()).toBe('autocannon');
  });

  it('refuses an unknown name and says which it can be', () => {
    vi.stubEnv('BENCH_LOAD_GENERATOR', 'k6');
    expect(() => loadGenerator()).toThrow('BENCH_LOAD_GENERATOR is "k6": it can be wrk (the default) or autocannon.');
  });
});
