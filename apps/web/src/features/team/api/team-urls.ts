import type { DateRange } from '@pathwise/core';

/**
 * The team's addresses for a range: the screen's queries and downloads, and the boot script's
 * early requests (features/team/address-range.ts), which must be exactly the same.
 */
const rangeQuery = (range: DateRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export const teamUrls = {
  stats: (range: DateRange) => `/api/team/stats?${rangeQuery(range)}`,
  impact: (range: DateRange) => `/api/team/impact?${rangeQuery(range)}`,
  storiesCsv: (range: DateRange) => `/api/team/stories.csv?${rangeQuery(range)}`,
  impactCsv: (range: DateRange) => `/api/team/impact.csv?${rangeQuery(range)}`,
} as const;
