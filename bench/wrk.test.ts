import { describe, expect, it } from 'vitest';
import { wrkScript } from './wrk';

describe("wrk's script", () => {
  it('sends the method, headers and body as Lua strings, quotes and line breaks escaped', () => {
    const script = wrkScript({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'pw_session=a\\b' },
      body: '{"prompts":"/explain #file\nsecond"}',
    });
    expect(script).toContain('wrk.method = "POST"');
    expect(script).toContain('wrk.headers["Content-Type"] = "application/json"');
    expect(script).toContain('wrk.headers["Cookie"] = "pw_session=a\\\\b"');
    expect(script).toContain('wrk.body = "{\\"prompts\\":\\"/explain #file\\nsecond\\"}"');
    // No per-request function: wrk sends its one request as it is, at its own speed.
    expect(script).not.toContain('function request');
    expect(script).not.toContain('function response');
  });

  it('refuses what a Lua string could not carry as written', () => {
    expect(() => wrkScript({ method: 'GET', headers: { Cookie: 'caf\u00e9' } })).toThrow(/not printable ASCII/);
  });

  it('takes the cookies in turn, each request made once per thread', () => {
    const script = wrkScript({ method: 'GET', headers: { Cookie: 'pw_session=first' }, cookies: ['pw_session=r1', 'pw_session=r2'] });
    expect(script).toContain('local cookies = { "pw_session=r1", "pw_session=r2" }');
    expect(script).toMatch(/function init\(args\)[\s\S]*made\[i\] = wrk\.format\(\)/);
    expect(script).toContain('function request() turn = turn % #made + 1; return made[turn] end');
  });

  it('counts error statuses by default, and any other status when one is expected', () => {
    expect(wrkScript({ method: 'GET', headers: {} })).toContain('unexpected = summary.errors.status');
    const revalidation = wrkScript({ method: 'GET', headers: {}, expectStatus: 304 });
    expect(revalidation).toContain('if status ~= 304 then unexpected = unexpected + 1 end');
    expect(revalidation).toContain('thread:get("unexpected")');
    expect(revalidation).not.toContain('summary.errors.status');
  });
});
