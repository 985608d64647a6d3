import { MESSAGES, passwordProblems } from '@pathwise/core';
import { validation, type Validate } from '@/lib/form';

/*
 * The account forms validate with core's rules directly (no schema library on the first
 * route: /auth is what a new visitor downloads first).
 */

/**
 * The browser's check of a work address needs no Public Suffix List (over 100 kB compressed):
 * core's quick check of the shape and the personal providers (about 1 kB); the full rule is the
 * server's, whose answer shows at the same field. The quick check's code is not part of /auth's
 * first download: it loads when a form first needs it, or earlier, when the address field gets
 * the focus (`preloadEmailRules`).
 */
const loadEmailRules = () => import('@pathwise/core/email-address');

export function preloadEmailRules(): void {
  loadEmailRules().catch(() => undefined);
}

export interface SignUpValues {
  email: string;
  password: string;
  acceptTerms: boolean;
}

export const validateSignUp: Validate<SignUpValues, SignUpValues> = async (values) => {
  const { quickWorkEmailCheck } = await loadEmailRules();
  const email = quickWorkEmailCheck(values.email);
  return validation<SignUpValues>(values, {
    email: email.ok ? undefined : email.message,
    password: passwordProblems(values.password)[0],
    acceptTerms: values.acceptTerms ? undefined : MESSAGES.acceptTerms,
  });
};

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
  const { normalizeEmail } = await loadEmailRules();
  return validation<ForgotPasswordValues>(values, { email: normalizeEmail(values.email) ? undefined : MESSAGES.invalidEmail });
};
