/**
 * User-visible messages of the spec (sections 2, 5 and 8), used verbatim by web and server: here
 * those of the account screens (sign-up, log-in, verification, log-out); member-messages.ts has
 * the rest.
 */
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  personalEmail: 'Please use your work email address. Personal email domains are not supported.',
  acceptTerms: 'Please accept the terms and conditions',
  accountExistsTitle: 'Account already exists',
  accountExistsDescription: 'This email is already registered. Please log in instead.',
  accountCreated: 'Account created successfully!',
  invalidCredentials: 'Invalid credentials',
  lockedNow: 'Too many failed login attempts. Account locked for 15 minutes.',
  /** Followed by the minutes left: 'Too many failed attempts. Please try again in N minutes.' */
  lockedRetryPrefix: 'Too many failed attempts. Please try again in',
  verificationFailed: 'Email verification failed',
  verificationFailedFallback: 'Please try again or contact support',
  urlVerificationFailed: 'Verification failed',
  otpExpired: 'verification link expired',
  resendFailed: 'Failed to resend verification email',
  resendAgain: 'Verification email sent again!',
  resendSuccess: 'Verification email sent successfully',
  resendNoEmail: 'No email address found',
  resendWait: 'Please wait a few seconds before trying again',
  passwordReset: "If an account exists with this email, you'll receive password reset instructions shortly.",
  domainLookupFailed: 'Error validating email domain',
  logoutFailed: 'Failed to log out',
} as const;

export function lockedRetryMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `${MESSAGES.lockedRetryPrefix} ${n} minute${n === 1 ? '' : 's'}.`;
}

/** The product's own messages around e-mailed links (not in the spec's catalogue). */
export const LINK_MESSAGES = {
  /** A signed-in user opened the verification link of another account. */
  otherAccountTitle: 'This link is for another account',
  otherAccountDescription:
    "You're signed in to a different account, so nothing was changed. Log out first if you want to use this verification link.",
  /** A verification link opened away from the browser that signed up. */
  choosePasswordTitle: 'Choose your password',
  choosePasswordDescription: 'To finish setting up {email}, choose the password you will log in with.',
  /** An error parameter in the address the product does not know. */
  unknownError: 'The link could not be used. Please request a new one.',
} as const;
