import { z } from './zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './notifications';

export const notificationPreferencesSchema = z
  .object({
    kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_CHANNELS)).optional(),
    digest: z.boolean().optional(),
  })
  .strict();
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
