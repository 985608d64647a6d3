import { MESSAGES, passwordProblems } from '@pathwise/core';
import { validation, type Validate } from '@/lib/form';

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

export interface SignUpValues {
  email: string;
  password: string;
  acceptTerms: boolean;
}

export const validateSignUp: Validate<SignUpValues, SignUpValues> = async (values) =>
  validation<SignUpValues>(values, {
    email: await workEmailProblem(values.email),
    password: passwordProblems(values.password)[0],
    acceptTerms: values.acceptTerms ? undefined : MESSAGES.acceptTerms,
  });

export interface LogInValues {
  email: string;
  password: string;
}

/** Only presence: whether the address and password match is the server's answer. */
export const validateLogIn: Validate<LogInValues, LogInValues> = (values) =>
  validation<LogInValues>(values, {
    email: values.email.trim() ? undefined : MESSAGES.invalidEmail,
    password: values.password ? undefined : 'Please enter your password',
  });

export interface PasswordResetValues {
  password: string;
  confirmPassword: string;
}

export const validatePasswordReset: Validate<PasswordResetValues, PasswordResetValues> = (values) =>
  validation<PasswordResetValues>(values, {
    password: passwordProblems(values.password)[0],
    confirmPassword: values.password === values.confirmPassword ? undefined : 'Passwords do not match',
  });

export interface ForgotPasswordValues {
  email: string;
}

export const validateForgotPassword: Validate<ForgotPasswordValues, ForgotPasswordValues> = async (values) => {
  const { normalizeEmail } = await import('@pathwise/core/email');
  return validation<ForgotPasswordValues>(values, { email: normalizeEmail(values.email) ? undefined : MESSAGES.invalidEmail });
};
