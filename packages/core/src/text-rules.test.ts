import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, isOwnOrigin } from './http-rules';
import { isBrokenText } from './text-rules';

describe('isBrokenText', () => {
  it('finds NUL characters and lone surrogates, and accepts any well-formed text', () => {
    expect(isBrokenText('a\u0000b')).toBe(true);
    expect(isBrokenText('a\ud800b')).toBe(true);
    expect(isBrokenText('\udc00')).toBe(true);
    expect(isBrokenText('emoji 🎉 and ümlauts')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.includes('\u0000'));
        expect(isBrokenText(text)).toBe(false);
      }),
    );
  });
});

describe('HTTP rules', () => {
  it('knows the product’s own origins', () => {
    expect(isOwnOrigin('https://learn.acme.io', 'https://learn.acme.io', 'internal:3000')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:3000', 'https://learn.acme.io', '127.0.0.1:3000')).toBe(true);
    expect(isOwnOrigin('https://evil.example', 'https://learn.acme.io', 'learn.acme.io')).toBe(false);
    expect(isOwnOrigin('https://', 'https://learn.acme.io', '')).toBe(false);
  });

  it('chooses brotli, then gzip, respecting q-values', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
