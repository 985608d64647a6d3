/** Business constants and limits of the spec (section 9), in one place for web and server. */

export const LOGIN_LOCKOUT = { maxAttempts: 5, minutes: 15 } as const;
export const RESEND_VERIFICATION_THROTTLE_MS = 5_000;
export const INACTIVITY = { timeoutMs: 30 * 60_000, checkEveryMs: 60_000 } as const;
export const TOAST_MS = { default: 3_000, product: 5_000, onboarding: 3_000 } as const;
export const PASSWORD_MIN_LENGTH = 8;
/** Passwords longer than this are refused before hashing (absurd input, hashing cost). */
export const PASSWORD_MAX_LENGTH = 256;
export const WORKSPACE_NAME = { min: 3, max: 50 } as const;
export const MAX_MOTIVATIONS = 5;
export const ONBOARDING_REDIRECT_MS = 100;
export const VERIFICATION_PROGRESS = [25, 60, 100] as const;
export const VERIFICATION_DIALOG_DELAY_MS = 500;
export const POST_SIGNUP_REDIRECT_MS = 1_000;
export const IMPACT_WIZARD = { steps: 2, promptRows: 4, navigateHomeAfterMs: 1_500 } as const;
export const PLACEHOLDER_ROTATION_MS = 5_000;
export const HOME_FEED = {
  maxStories: 30,
  recentWindowDays: 7,
  relevanceThreshold: 0.1,
  recommendations: 3,
} as const;
export const DEFAULT_ESTIMATED_TIME = 15;
export const LIBRARY = {
  pageSize: 9,
  skeletonCount: 6,
  initialLoadDelayMs: 800,
  pageAnimationMs: 600,
  stickyThresholdPx: 100,
  relatedCount: 4,
  trendingCount: 4,
  /**
   * Not the spec's: how long typing rests before the results follow the search box. A keystroke
   * renders the box alone; the list's render between two keystrokes held up the next one's paint.
   */
  searchSettleMs: 150,
} as const;
export const SIDEBAR_WIDTH_PX = 250;
export const BADGES = { popularAbove: 50, trendingAbove: 80 } as const;
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false } as const;
export const SEARCH_SHORTCUT_KEY = '/';
export const DEFAULT_METRICS_IMPROVED = ['productivity', 'efficiency'] as const;
export const STORY_TITLE_PREFIX = 'Impact story for ';
export const SESSION_REFRESH = { tickMs: 30_000, refreshWithinTicks: 3 } as const;
export const REALTIME = { heartbeatMs: 30_000, reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000] } as const;
/** helpfulCount seeded for bundled use cases lies in this range (spec: randomised 1 to 150). */
export const HELPFUL_SEED_RANGE = { min: 1, max: 150 } as const;
export const SUPPORT_EMAIL = 'support@pathwise.dev';
export const PRODUCT_NAME = 'Pathwise';
export const ASSISTANT_NAME = 'Copilot';

/** Limits of an impact story, shared by the server's validation and the web forms. */
export const STORY_LIMITS = {
  /** A working day (core impact.ts has the rule and its message). */
  minutesMax: 480,
  feedbackMax: 2_000,
  promptsMax: 20,
  promptMax: 1_000,
  promptsTextMax: 10_000,
} as const;
/** A guide whose lastReviewed is older than this gets a warning from `npm run content:check`. */
export const CONTENT_REVIEW = { staleAfterMonths: 6 } as const;
