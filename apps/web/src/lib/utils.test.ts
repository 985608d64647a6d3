import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, prepareClassMerging } from './utils';

const samples: [string, string][] = [
  ['inline-flex h-9 px-4 py-2', 'h-8 px-3'],
  ['bg-primary text-primary-foreground hover:bg-primary/90', 'bg-destructive hover:bg-destructive/90'],
  ['rounded-md border p-4 text-sm', 'p-0 text-base dark:border-zinc-700'],
  ['grid gap-2 md:grid-cols-2', 'gap-4 md:grid-cols-3 lg:grid-cols-4'],
  ['size-5 animate-spin', 'size-4'],
];

describe('cn', () => {
  it('merges conflicting classes exactly as tailwind-merge does, the last one winning', () => {
    expect(cn('p-4', 'p-0')).toBe('p-0');
    expect(cn('px-2', false, undefined, { 'px-4': true })).toBe('px-4');
    for (const [base, override] of samples) expect(cn(base, override)).toBe(twMerge(base, override));
  });

  it('gives the same answers once prepared ahead of the first render', async () => {
    prepareClassMerging();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const [base, override] of samples) expect(cn(base, override)).toBe(twMerge(base, override));
  });
});
