/** Texts of the auth screens that the spec leaves open (its own texts come from core's MESSAGES). */
export const AUTH_TEXT = {
  passwordUpdated: 'Your password has been updated. Please log in.',
  verifiedTitle: 'Email verified!',
  verifiedDescription: "Your email address is confirmed. Let's set up your profile.",
} as const;
