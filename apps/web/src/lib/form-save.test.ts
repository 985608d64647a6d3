import { describe, expect, it, vi } from 'vitest';
import { workspaceNameSchema } from '@pathwise/core';
import { ApiRequestError } from './api-client';
import { schemaValidation, serverFieldError, trySave } from './form-save';

describe('schemaValidation', () => {
  it("gives a core schema's output when it parses, else the first message of each field", () => {
    expect(schemaValidation(workspaceNameSchema.safeParse({ name: '  Acme ' }), () => 'name')).toEqual({
      ok: true,
      values: { name: 'Acme' },
    });
    expect(schemaValidation(workspaceNameSchema.safeParse({ name: 'Ab' }), () => 'name')).toEqual({
      ok: false,
      errors: { name: 'Use at least 3 characters' },
    });
  });
});

describe("a server's refusal on a form", () => {
  const refusal = (status: number, code: string, message: string, details: { field?: string; message: string }[] = []) =>
    new ApiRequestError(status, code, message, 'req-1', details);

  it('goes to the form field its details name, with the whole message (a schema refusal: the detail)', () => {
    const fields = { currentPassword: 'currentPassword', password: 'newPassword' } as const;
    expect(serverFieldError(refusal(400, 'wrong_password', 'Not correct.', [{ field: 'currentPassword', message: 'x' }]), fields)).toEqual({
      field: 'currentPassword',
      message: 'Not correct.',
    });
    expect(
      serverFieldError(
        refusal(400, 'validation_failed', 'Invalid request: password: Too long', [{ field: 'password', message: 'Too long' }]),
        fields,
      ),
    ).toEqual({ field: 'newPassword', message: 'Too long' });
    expect(serverFieldError(refusal(400, 'x', 'No field', [{ field: 'other', message: 'x' }]), fields)).toBeNull();
    expect(serverFieldError(refusal(500, 'internal', 'Boom', [{ field: 'password', message: 'x' }]), fields)).toBeNull();
    expect(serverFieldError(new TypeError('Failed to fetch'), fields)).toBeNull();
  });

  it("is said for the whole form otherwise: the server's words below 500, the fallback for the rest", async () => {
    const setError = vi.fn();
    expect(await trySave(setError, () => Promise.resolve(7), 'Try again.')).toEqual({ saved: true, result: 7 });
    expect(setError).not.toHaveBeenCalled();
    expect(await trySave(setError, () => Promise.reject(refusal(409, 'hand_over_first', 'Hand over first.')), 'Try again.')).toEqual({
      saved: false,
    });
    expect(setError).toHaveBeenLastCalledWith('root.server', { type: 'server', message: 'Hand over first.' });
    await trySave(setError, () => Promise.reject(refusal(503, 'unavailable', 'Internal details')), 'Try again.');
    expect(setError).toHaveBeenLastCalledWith('root.server', { type: 'server', message: 'Try again.' });
    await trySave(setError, () => Promise.reject(refusal(400, 'x', 'At the field.', [{ field: 'name', message: 'x' }])), 'Try again.', {
      name: 'name',
    });
    expect(setError).toHaveBeenLastCalledWith('name', { type: 'server', message: 'At the field.' }, { shouldFocus: true });
  });
});
