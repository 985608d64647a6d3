import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_MESSAGE } from './chunk-errors';
import { lazyRulesResolver, loadRules } from './lazy-rules';
import { toast } from './toast';

const resolve = <T extends Record<string, unknown>>(resolver: ReturnType<typeof lazyRulesResolver<T, T, unknown>>, values: T) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('rules loaded on first use', () => {
  it('loads the module once, and again after a failed load', async () => {
    let attempts = 0;
    const load = vi.fn(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/rules.js'));
      return Promise.resolve({ rule: 'here' });
    });
    const rules = loadRules(load);
    await expect(rules()).rejects.toThrow('dynamically imported module');
    await expect(rules()).resolves.toEqual({ rule: 'here' });
    await rules();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a form whose rules did not download sends nothing, keeps what was typed and says why', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => {});
    const rules = loadRules(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/rules.js')));
    const resolver = lazyRulesResolver<{ name: string }, { name: string }, never>(rules, () => (values) => ({ ok: true, values }));
    const result = await resolve(resolver, { name: 'typed' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ root: { type: 'not-loaded', message: CHUNK_LOAD_MESSAGE } });
    expect(toast.error).toHaveBeenCalledWith(CHUNK_LOAD_MESSAGE, expect.anything());
  });

  it('the rules, once here, answer for the form', async () => {
    const resolver = lazyRulesResolver<{ name: string }, { name: string }, { required: string }>(
      () => Promise.resolve({ required: 'Enter a name' }),
      (module) => (values) => (values.name ? { ok: true, values } : { ok: false, errors: { name: module.required } }),
    );
    expect((await resolve(resolver, { name: '' })).errors).toEqual({ name: { type: 'rules', message: 'Enter a name' } });
    expect((await resolve(resolver, { name: 'Ada' })).values).toEqual({ name: 'Ada' });
  });

  it('a rule that breaks is not taken for a download failure', async () => {
    const resolver = lazyRulesResolver<{ name: string }, { name: string }, { check: () => never }>(
      () =>
        Promise.resolve({
          check: () => {
            throw new Error('a bug in a rule');
          },
        }),
      (module) => () => module.check(),
    );
    await expect(resolve(resolver, { name: 'typed' })).rejects.toThrow('a bug in a rule');
  });
});
