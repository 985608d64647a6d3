import { z } from '@pathwise/core/zod';
import { MESSAGES, passwordProblems } from '@pathwise/core';

/**
 * Core's e-mail rules pull in the Public Suffix List; they are loaded when the form is first
 * submitted so the first route's bundle stays small.
 */
async function workEmailProblem(value: string): Promise<string | null> {
  const { parseWorkEmail } = await import('@pathwise/core/email');
  const result = parseWorkEmail(value, window.location.hostname);
  return result.ok ? null : result.message;
}

export const signUpSchema = z.object({
  email: z.string().superRefine(async (value, ctx) => {
    const problem = await workEmailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  password: z.string().superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  }),
  acceptTerms: z.boolean().refine((accepted) => accepted, MESSAGES.acceptTerms),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const logInSchema = z.object({
  // Only presence: whether the address and password match is the server's answer.
  email: z.string().trim().min(1, MESSAGES.invalidEmail),
  password: z.string().min(1, 'Please enter your password'),
});
export type LogInValues = z.infer<typeof logInSchema>;

export const passwordResetSchema = z
  .object({
    password: z.string().superRefine((value, ctx) => {
      for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
    }),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type PasswordResetValues = z.infer<typeof passwordResetSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().superRefine(async (value, ctx) => {
    const { normalizeEmail } = await import('@pathwise/core/email');
    if (!normalizeEmail(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
  }),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
