/**
 * The weekly digest's calendar: it goes out on Monday at 08:00 in the workspace's time zone and
 * reports the week that ended at the Monday's midnight, against the week before. Pure date
 * arithmetic over Intl, shared by the server (schedule, figures) and the web (settings).
 */

export const DIGEST = {
  /** Local hour of the Monday send. */
  sendHour: 8,
  /** pg-boss cron expression, evaluated in the workspace's time zone. */
  cron: '0 8 * * 1',
  defaultTimeZone: 'UTC',
  topStories: 3,
  newUseCases: 5,
  topRequests: 3,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** A time zone name the runtime knows (IANA, such as 'Europe/Berlin'). */
export function isValidTimeZone(tz: string): boolean {
  if (tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a time zone. */
export function localParts(at: Date, tz: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour, minute, isoWeekday: weekday === 0 ? 7 : weekday };
}

/** The instant at which the wall clock of `tz` shows the given date and time. */
export function zonedTimeToUtc(year: number, month: number, day: number, hour: number, tz: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  // Two rounds settle any offset, DST changes included (a skipped hour lands after the gap).
  for (let i = 0; i < 3; i += 1) {
    const p = localParts(new Date(guess), tz);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): { year: number; month: number; day: number; iso: string } {
  const d = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), iso: d.toISOString().slice(0, 10) };
}

export interface DigestWeek {
  /** The Monday (local date) of the send: the digest's identity ('2026-11-23'). */
  key: string;
  /** When it is due: that Monday at 08:00 local. */
  sendAt: Date;
  /** The reported week: the previous Monday 00:00 to this Monday 00:00, local. */
  from: Date;
  to: Date;
  /** The week before it, for the comparison. */
  previousFrom: Date;
  /** The reported week's Monday (local date), for the streak. */
  reportedWeek: string;
}

/** The digest owed at `now` in `tz`: the latest Monday 08:00 local at or before now. */
export function digestWeekAt(now: Date, tz: string): DigestWeek {
  const local = localParts(now, tz);
  const today = isoDate(local.year, local.month, local.day);
  let monday = addDays(today, 1 - local.isoWeekday);
  const sendAt = zonedTimeToUtc(monday.year, monday.month, monday.day, DIGEST.sendHour, tz);
  if (sendAt.getTime() > now.getTime()) monday = addDays(monday.iso, -7);
  const previous = addDays(monday.iso, -7);
  const beforeThat = addDays(monday.iso, -14);
  return {
    key: monday.iso,
    sendAt: zonedTimeToUtc(monday.year, monday.month, monday.day, DIGEST.sendHour, tz),
    from: zonedTimeToUtc(previous.year, previous.month, previous.day, 0, tz),
    to: zonedTimeToUtc(monday.year, monday.month, monday.day, 0, tz),
    previousFrom: zonedTimeToUtc(beforeThat.year, beforeThat.month, beforeThat.day, 0, tz),
    reportedWeek: previous.iso,
  };
}

/**
 * The next digest after `now` in `tz`: when it goes out, and the local date it goes out on (a
 * Monday), which the settings write without the browser's date library. Found on the calendar, not
 * as a week after the last one: across a change to or from summer time, 168 hours is not 08:00.
 */
export function nextDigestSend(now: Date, tz: string): { at: Date; localDate: string } {
  const next = addDays(digestWeekAt(now, tz).key, 7);
  return { at: zonedTimeToUtc(next.year, next.month, next.day, DIGEST.sendHour, tz), localDate: next.iso };
}

/**
 * Consecutive weeks with activity, counted back from `reportedWeek` (a Monday): 0 when that
 * week had none. `activeWeeks` are the Mondays (local dates) of weeks with any activity.
 */
export function weeklyStreak(activeWeeks: Iterable<string>, reportedWeek: string): number {
  const active = new Set(activeWeeks);
  let streak = 0;
  let week = reportedWeek;
  while (active.has(week)) {
    streak += 1;
    week = addDays(week, -7).iso;
  }
  return streak;
}

/** "+12% on last week", "same as last week", "new this week". */
export function weekOverWeek(thisWeek: number, lastWeek: number): string {
  if (thisWeek === lastWeek) return 'same as last week';
  if (lastWeek === 0) return 'up from none last week';
  const change = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  return `${change > 0 ? '+' : ''}${change}% on last week`;
}
