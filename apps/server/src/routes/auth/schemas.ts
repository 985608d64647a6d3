import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@pathwise/core';

/** Sizes are bounded before any work is done; the rules themselves are checked by core. */
const email = z.string().max(512, 'is too long');
/** Anything longer than the rules allow is refused before hashing (4 bytes per character at most). */
const password = z.string().max(PASSWORD_MAX_LENGTH * 4, 'is too long');

export const signupBody = z.object({ email, password, acceptTerms: z.boolean().optional() });
export const loginBody = z.object({ email, password });
/** `password` only when the link is opened away from the browser that signed up. */
export const verifyBody = z.object({ tokenHash: z.string().max(200), type: z.string().max(40), password: password.optional() });
export const emailBody = z.object({ email });
export const resetConfirmBody = z.object({ token: z.string().max(200), password });
