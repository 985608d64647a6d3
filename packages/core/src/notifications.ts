/**
 * Kinds of notification. Each has a subject a notification links to. Kinds whose events do not
 * exist yet (requests, groups, invitations) are defined so preferences and the bell know them.
 */
export const NOTIFICATION_KINDS = [
  'story.liked',
  'use-case.completed',
  'request.fulfilled',
  'group.added',
  'invitation.accepted',
  'impact.follow-up',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a member wants a kind: in the product (the bell), by e-mail (the bell too), or not at all. */
export const NOTIFICATION_CHANNELS = ['product', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_DEFAULTS: Record<NotificationKind, NotificationChannel> = {
  'story.liked': 'product',
  'use-case.completed': 'product',
  'request.fulfilled': 'email',
  'group.added': 'product',
  'invitation.accepted': 'email',
  'impact.follow-up': 'product',
};

/** Labels of the preferences screen. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'story.liked': 'A teammate liked your story',
  'use-case.completed': 'A teammate completed a use case you authored',
  'request.fulfilled': 'A request you asked for or voted for was fulfilled',
  'group.added': 'You were added to a group',
  'invitation.accepted': 'An invitation you sent was accepted',
  'impact.follow-up': 'Two weeks after your story: did it hold up?',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  product: 'In the product',
  email: 'By e-mail',
  off: 'Off',
};

/** What a notification points at: the product address of its subject. */
export type NotificationSubject =
  | { type: 'story'; id: string; useCaseId: string }
  | { type: 'use-case'; id: string }
  | { type: 'request'; id: string }
  | { type: 'group'; id: string }
  | { type: 'member'; id: string };

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  /** The sentence the bell shows ('Maya liked your story on …'). */
  text: string;
  /** Where clicking it goes (a path of the product). */
  href: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  notifications: NotificationItem[];
  unread: number;
}

/** The product address a subject opens. */
export function subjectHref(subject: NotificationSubject): string {
  switch (subject.type) {
    case 'story':
      return `/use-case/${encodeURIComponent(subject.useCaseId)}`;
    case 'use-case':
      return `/use-case/${encodeURIComponent(subject.id)}`;
    case 'request':
      return `/library?request=${encodeURIComponent(subject.id)}`;
    case 'group':
      return '/settings/notifications';
    case 'member':
      return '/team';
  }
}

/** The member's choice per kind, plus the weekly digest (on or off). */
export interface NotificationPreferences {
  kinds: Record<NotificationKind, NotificationChannel>;
  digest: boolean;
}

/** How many notifications the bell lists (newest first). */
export const NOTIFICATION_LIST_SIZE = 30;
