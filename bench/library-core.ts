/**
 * The library's rules in core over 10,000 use cases: filter + sort + paginate per call, with
 * varied searches, filters, sorts and pages, against plain Array.prototype.filter passes over
 * the same array in the same run.
 */
import { performance } from 'node:perf_hooks';
import {
  ALL,
  COMPLEXITIES,
  DEFAULT_FILTERS,
  FILTER_ROLES,
  filterUseCases,
  LIBRARY,
  paginate,
  RESPONSIBILITIES,
  SORT_OPTIONS,
  sortUseCases,
  USE_CASE_ROLES,
  USE_CASE_TYPES,
  type LibraryFilters,
  type LibraryItem,
  type Viewer,
} from '@pathwise/core';
import type { BenchSection } from './run';
import { fmt, percentile } from './stats';

const ITEMS = 10_000;
const CALLS = 1_000;
const WARM_UP = 100;
const TARGET_MS = 5;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same work. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VERBS = ['Refactor', 'Debug', 'Test', 'Plan', 'Learn', 'Migrate', 'Profile', 'Document', 'Secure', 'Review'];
const TOPICS = [
  'React forms',
  'Go services',
  'SQL queries',
  'Kubernetes manifests',
  'CI pipelines',
  'Python scripts',
  'Java streams',
  'TypeScript types',
  'REST clients',
  'GraphQL schemas',
  'Terraform modules',
  'Rust lifetimes',
  'Node workers',
  'Postgres indexes',
];
const WORDS = [
  'copilot',
  'assistant',
  'pairing',
  'legacy',
  'flaky',
  'latency',
  'backfill',
  'rollout',
  'incident',
  'coverage',
  'typed',
  'naïve',
  'Große',
  'ΟΔΟΣ',
  'cache',
  'schema',
  'contract',
  'mutation',
  'fixture',
  'heap',
];

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

export function generateItems(count: number, seed = 1): LibraryItem[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const verb = pick(next, VERBS);
    const topic = pick(next, TOPICS);
    const words = Array.from({ length: 12 }, () => pick(next, WORDS)).join(' ');
    return {
      id: `bench-${index}`,
      title: `${verb} ${topic} with an assistant (${index})`,
      description: `A guided exercise about ${topic.toLowerCase()}: ${words}.`,
      type: pick(next, USE_CASE_TYPES),
      complexity: pick(next, COMPLEXITIES),
      roles: USE_CASE_ROLES.filter(() => next() < 0.5),
      responsibilities: RESPONSIBILITIES.filter(() => next() < 0.35),
      isCustom: next() < 0.05,
      helpfulCount: 1 + Math.floor(next() * 150),
    };
  });
}

const SEARCHES = ['', '', '', 'react', 'REACT', 'sql queries', 'copilot', 'zzz-no-match', 'große', 'οδος', 'debug go', 'a', 'flaky', '(42'];

/** One call's input: a search, 0–4 filters, a sort and a page. */
function scenarios(count: number, seed = 2): { filters: LibraryFilters; page: number }[] {
  const next = random(seed);
  const maybe = <T extends string>(list: readonly T[], none: string) => (next() < 0.4 ? pick(next, list) : none);
  return Array.from({ length: count }, () => ({
    filters: {
      ...DEFAULT_FILTERS,
      searchTerm: pick(next, SEARCHES),
      selectedRole: maybe(FILTER_ROLES, ALL.role),
      selectedType: maybe(USE_CASE_TYPES, ALL.type),
      selectedResponsibility: maybe(RESPONSIBILITIES, ALL.responsibility),
      selectedComplexity: maybe(COMPLEXITIES, ALL.complexity),
      sortBy: pick(next, SORT_OPTIONS),
    },
    page: 1 + Math.floor(next() * 5),
  }));
}

/** Times `work` once per input, after a warm-up on the first inputs. */
function timeCalls<I>(inputs: readonly I[], work: (input: I) => unknown): number[] {
  let sink = 0;
  for (const input of inputs.slice(0, WARM_UP)) sink += work(input) ? 1 : 0;
  const samples: number[] = [];
  for (const input of inputs) {
    const start = performance.now();
    sink += work(input) ? 1 : 0;
    samples.push(performance.now() - start);
  }
  if (sink < 0) console.log(sink); // keeps the work observable
  return samples;
}

function measure(): BenchSection {
  const items = generateItems(ITEMS);
  const inputs = scenarios(CALLS);
  const viewer: Viewer = { role: 'frontend', responsibilities: ['development'] };

  const core = timeCalls(inputs, ({ filters, page }) =>
    paginate(sortUseCases(filterUseCases(items, filters), filters.sortBy, viewer), page),
  );
  const filterOnly = timeCalls(inputs, ({ filters }) => filterUseCases(items, filters));
  // Baselines: the cheapest pass over the same array, and the naive search a component might write inline.
  const plain = timeCalls(inputs, ({ filters }) => items.filter((item) => item.type === filters.selectedType));
  const naive = timeCalls(inputs, ({ filters }) => {
    const term = filters.searchTerm.toLowerCase();
    return items.filter((item) => item.title.toLowerCase().includes(term) || item.description.toLowerCase().includes(term));
  });

  // The first search over a freshly loaded catalogue also folds every title and description once
  // (measured with the code already warm, so this is the folding itself).
  const fresh = generateItems(ITEMS);
  const coldStart = performance.now();
  filterUseCases(fresh, { ...DEFAULT_FILTERS, searchTerm: 'react' });
  const cold = performance.now() - coldStart;

  const median = (samples: number[]) => percentile(samples, 50);
  const p99 = (samples: number[]) => percentile(samples, 99);
  const row = (label: string, samples: number[]) =>
    `| ${label} | ${fmt(median(samples), 3)} | ${fmt(p99(samples), 3)} | ${(median(samples) / median(plain)).toFixed(1)}× | ${(median(samples) / median(naive)).toFixed(2)}× |`;

  const markdown = [
    `${ITEMS.toLocaleString('en')} generated use cases; ${CALLS} calls, each with its own search (empty, common, rare, multi-word, upper case, Greek and German case folding, no match), 0–4 filters, sort (relevance, recency, rating) and page 1–5; ${WARM_UP} warm-up calls first. Times per call.`,
    '',
    '| measure | median | p99 | vs plain filter (median) | vs naive search (median) |',
    '|---|---|---|---|---|',
    row('core filterUseCases + sortUseCases + paginate (page size 9)', core),
    row('core filterUseCases alone', filterOnly),
    row('baseline: `items.filter(i => i.type === t)`', plain),
    row('baseline: naive `toLowerCase().includes()` search filter', naive),
    '',
    `The first search over a freshly loaded catalogue (case folding of every title and description, cached per item afterwards): ${fmt(cold, 1)}.`,
    '',
    `Target: under ${TARGET_MS} ms per call (median and p99) for filter + sort + paginate. The library page of ${LIBRARY.pageSize} renders from the result, so the per-keystroke cost is this plus one page of cards.`,
  ].join('\n');

  return {
    title: 'Library rules in core (10,000 use cases)',
    markdown,
    targets: [
      { label: `core library filter + sort + paginate over 10,000 use cases: median under ${TARGET_MS} ms`, met: median(core) < TARGET_MS },
      { label: `core library filter + sort + paginate over 10,000 use cases: p99 under ${TARGET_MS} ms`, met: p99(core) < TARGET_MS },
    ],
  };
}

/** The runner's entry; the measurement itself is synchronous. */
export function run(): Promise<BenchSection> {
  return Promise.resolve(measure());
}
