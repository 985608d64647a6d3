/**
 * The spec's messages of a member's screens (onboarding, workspace, use case, impact, feedback,
 * session), in a module of their own: the sign-in page's code does not carry them.
 */
export const MEMBER_MESSAGES = {
  onboardingFailed: 'Failed to complete onboarding. Please try again.',
  selectSpecialty: 'Please select a specialty before continuing.',
  selectionLimit: 'Selection limit reached',
  idleTimeout: 'Your session has expired due to inactivity. Please log in again.',
  workspaceUpdateFailed: 'Failed to update workspace',
  noWorkspace: 'No workspace found to update',
  accountDeactivated: 'Your access to this workspace was turned off by an admin. Ask a workspace admin to reactivate you.',
  workspaceNameFailed: 'Failed to set workspace name',
  workspaceCreated: 'Workspace created successfully!',
  useCaseNotFound: 'Use case not found',
  impactMinutesMissing: 'Please enter how many minutes you estimate saving per day.',
  impactSubmitFailed: 'Failed to share your impact. Please try again.',
  ratingFailed: 'Failed to submit feedback. Please try again.',
  storyLive: 'Your story is live! 🎉',
  storyLiveDescription: 'Your team will now see this when exploring use cases.',
  feedbackThanks: 'Thank you for your feedback!',
} as const;
