import { STORY_LIMITS } from './constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The feed's relative age: 1m, Nh, Nd, Nw, Ny (minutes under an hour, at least 1m). A future
 * or unreadable date shows as 1m rather than 'NaNy'.
 */
export function relativeAge(from: Date | string | number, now: Date | number = Date.now()): string {
  const difference = new Date(now).getTime() - new Date(from).getTime();
  const elapsed = Number.isNaN(difference) ? 0 : Math.max(0, difference);
  if (elapsed < HOUR) return `${Math.max(1, Math.floor(elapsed / MINUTE))}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed < 365 * DAY) return `${Math.floor(elapsed / (7 * DAY))}w`;
  return `${Math.floor(elapsed / (365 * DAY))}y`;
}

export function ageInDays(from: Date | string | number, now: Date | number = Date.now()): number {
  return Math.max(0, (new Date(now).getTime() - new Date(from).getTime()) / DAY);
}

/** Hours saved per week and month from minutes saved per task (×5 and ×20 working days). */
export function timeSavedProjection(minutes: number): { perWeekHours: number; perMonthHours: number } {
  return { perWeekHours: round1((minutes * 5) / 60), perMonthHours: round1((minutes * 20) / 60) };
}

export const SMALL_SAVINGS_HINT = 'Even small time savings add up...';

/**
 * The feed form's hints: 1–4 minutes 'Even small time savings add up...'; 5–19 the hours per
 * week; 20 and up the hours per week and per month.
 */
export function timeSavedHints(minutes: number): string[] {
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > STORY_LIMITS.minutesMax) return [];
  if (minutes < 5) return [SMALL_SAVINGS_HINT];
  const { perWeekHours, perMonthHours } = timeSavedProjection(minutes);
  const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
  const week = `That's about ${hours(perWeekHours)} per week.`;
  if (minutes < 20) return [week];
  return [week, `About ${hours(perMonthHours)} per month.`];
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
