import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { MESSAGES, passwordProblems } from '@pathwise/core';

/*
 * The account forms validate with core's rules directly (no schema library on the first
 * route: /auth is what a new visitor downloads first).
 */

/**
 * Core's e-mail rules pull in the Public Suffix List; they are loaded when the form is first
 * submitted so the first route's bundle stays small.
 */
async function workEmailProblem(value: string): Promise<string | undefined> {
  const { parseWorkEmail } = await import('@pathwise/core/email');
  const result = parseWorkEmail(value, window.location.hostname);
  return result.ok ? undefined : result.message;
}

/** react-hook-form's resolver result from one message (or none) per field. */
function result<T extends FieldValues>(values: T, problems: { [K in keyof T]?: string | undefined }): ResolverResult<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(problems)) if (message) errors[field] = { type: 'validate', message };
  return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
}

export interface SignUpValues {
  email: string;
  password: string;
  acceptTerms: boolean;
}

export const signUpResolver: Resolver<SignUpValues> = async (values) =>
  result(values, {
    email: await workEmailProblem(values.email),
    password: passwordProblems(values.password)[0],
    acceptTerms: values.acceptTerms ? undefined : MESSAGES.acceptTerms,
  });

export interface LogInValues {
  email: string;
  password: string;
}

/** Only presence: whether the address and password match is the server's answer. */
export const logInResolver: Resolver<LogInValues> = (values) =>
  result(values, {
    email: values.email.trim() ? undefined : MESSAGES.invalidEmail,
    password: values.password ? undefined : 'Please enter your password',
  });

export interface PasswordResetValues {
  password: string;
  confirmPassword: string;
}

export const passwordResetResolver: Resolver<PasswordResetValues> = (values) =>
  result(values, {
    password: passwordProblems(values.password)[0],
    confirmPassword: values.password === values.confirmPassword ? undefined : 'Passwords do not match',
  });

export interface ForgotPasswordValues {
  email: string;
}

export const forgotPasswordResolver: Resolver<ForgotPasswordValues> = async (values) => {
  const { normalizeEmail } = await import('@pathwise/core/email');
  return result(values, { email: normalizeEmail(values.email) ? undefined : MESSAGES.invalidEmail });
};
