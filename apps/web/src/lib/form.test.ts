import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { rulesResolver, validation, type Validate } from './form';

interface Values {
  name: string;
  age: string;
}

const check: Validate<Values, { name: string; age: number }> = (values) =>
  validation<Values, { name: string; age: number }>(
    { name: values.name.trim(), age: Number(values.age) },
    { name: values.name.trim() ? undefined : 'Enter a name', age: /^\d+$/.test(values.age) ? undefined : 'Enter an age' },
  );

const options = {} as ResolverOptions<Values>;

describe('validation', () => {
  it('is ok with the values when no field has a message', () => {
    expect(validation<Values>({ name: 'a', age: '1' }, { name: undefined, age: '' })).toEqual({
      ok: true,
      values: { name: 'a', age: '1' },
    });
  });

  it('keeps only the non-empty messages as errors', () => {
    expect(validation<Values>({ name: '', age: 'x' }, { name: 'Enter a name', age: undefined })).toEqual({
      ok: false,
      errors: { name: 'Enter a name' },
    });
  });
});

describe('rulesResolver', () => {
  it("hands react-hook-form the rules' output values when every field is right", async () => {
    const resolve = rulesResolver(check);
    expect(await resolve({ name: ' Ada ', age: '36' }, undefined, options)).toEqual({ values: { name: 'Ada', age: 36 }, errors: {} });
  });

  it('hands it one message per wrong field, and no values, when one is wrong (async rules too)', async () => {
    const resolve = rulesResolver<Values, { name: string; age: number }>(async (values) => check(values));
    expect(await resolve({ name: '', age: 'x' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'rules', message: 'Enter a name' }, age: { type: 'rules', message: 'Enter an age' } },
    });
  });
});
