import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLEXITIES,
  CUSTOM_GROUPS,
  isoDay,
  listFences,
  METRICS,
  parseCalendarDate,
  parseUseCaseFile,
  serialiseUseCaseFile,
  RESPONSIBILITIES,
  splitGuide,
  STORY_SETS,
  USE_CASE_ROLES,
  USE_CASE_TYPES,
  type Catalogue,
} from '@pathwise/core';
import { readCatalogue } from '../src/content/load';

const CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));
const CHECK = fileURLToPath(new URL('../src/content/check.ts', import.meta.url));

let catalogue: Catalogue;

beforeAll(async () => {
  const result = await readCatalogue(CONTENT);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.file}: ${i.field}: ${i.message}`).join('\n'));
  catalogue = result.catalogue;
});

const countWhere = (predicate: (u: Catalogue['useCases'][number]) => boolean) => catalogue.useCases.filter(predicate).length;

describe('bundled use cases', () => {
  it('round-trips every bundled file through the import/export format losslessly', () => {
    for (const useCase of catalogue.useCases) {
      const file = serialiseUseCaseFile(useCase);
      expect(parseUseCaseFile(`content/use-cases/${useCase.id}.md`, file)).toEqual({ ok: true, value: useCase });
    }
  });

  it('has at least 60, every one valid', () => {
    expect(catalogue.useCases.length).toBeGreaterThanOrEqual(60);
  });

  it('covers every type at every complexity at least three times', () => {
    for (const type of USE_CASE_TYPES) {
      for (const complexity of COMPLEXITIES) {
        expect(
          countWhere((u) => u.type === type && u.complexity === complexity),
          `${type}/${complexity}`,
        ).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('serves every specialty: each of the seven roles in at least 10 guides, each responsibility in at least 4', () => {
    for (const role of USE_CASE_ROLES)
      expect(
        countWhere((u) => u.roles.includes(role)),
        role,
      ).toBeGreaterThanOrEqual(10);
    for (const r of RESPONSIBILITIES)
      expect(
        countWhere((u) => u.responsibilities.includes(r)),
        r,
      ).toBeGreaterThanOrEqual(4);
  });

  it('teaches agentic work in at least 12 guides (tagged agentic)', () => {
    expect(countWhere((u) => u.tags.includes('agentic'))).toBeGreaterThanOrEqual(12);
  });

  it('records when and against what every guide was last reviewed', () => {
    const today = isoDay();
    for (const useCase of catalogue.useCases) {
      expect(parseCalendarDate(useCase.lastReviewed), `${useCase.id}: lastReviewed`).not.toBeNull();
      expect(useCase.lastReviewed <= today, `${useCase.id}: lastReviewed is not in the future`).toBe(true);
      expect(useCase.checkedAgainst.length, `${useCase.id}: checkedAgainst`).toBeGreaterThan(0);
      expect(
        useCase.checkedAgainst.every((entry) => entry.trim().length > 0),
        `${useCase.id}: checkedAgainst entries`,
      ).toBe(true);
    }
  });

  it('never tells a reader to use the removed @workspace participant, in any guide or story', () => {
    const offenders = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(md|json)$/.test(name))
      .filter((name) => readFileSync(join(CONTENT, name), 'utf8').includes('@workspace'));
    expect(offenders).toEqual([]);
  });

  it('spreads estimated times across 15 to 45 minutes', () => {
    const times = catalogue.useCases.map((u) => u.estimatedTime);
    expect(Math.min(...times)).toBe(15);
    expect(Math.max(...times)).toBe(45);
    expect(times.every((m) => m >= 15 && m <= 45)).toBe(true);
    expect(new Set(times).size).toBeGreaterThanOrEqual(5);
  });

  it('has at least 5 custom use cases, one for each named group', () => {
    const custom = catalogue.useCases.filter((u) => u.isCustom);
    expect(custom.length).toBeGreaterThanOrEqual(5);
    for (const group of CUSTOM_GROUPS)
      expect(
        custom.some((u) => u.customForGroups.includes(group)),
        group,
      ).toBe(true);
  });

  it('keeps ids unique and stable (every id of the lock file still exists)', () => {
    const ids = catalogue.useCases.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    const locked = readFileSync(join(CONTENT, 'use-case-ids.lock'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(
      ids.filter((id) => !locked.includes(id)),
      'new ids must be added to content/use-case-ids.lock',
    ).toEqual([]);
    expect(
      locked.filter((id) => !ids.includes(id)),
      'an id was removed or renamed',
    ).toEqual([]);
  });

  it('gives every guide 3 to 7 steps, labelled code blocks, assistant prompts, and a closing step on time saved', () => {
    for (const useCase of catalogue.useCases) {
      const { sections } = splitGuide(useCase.content);
      expect(sections.length, useCase.id).toBeGreaterThanOrEqual(3);
      expect(sections.length, useCase.id).toBeLessThanOrEqual(7);
      const fences = listFences(useCase.content);
      expect(
        fences.every((f) => f.info.length > 0),
        `${useCase.id}: every code block has a language`,
      ).toBe(true);
      expect(
        fences.some((f) => f.info === 'text'),
        `${useCase.id}: has a prompt block`,
      ).toBe(true);
      expect(
        fences.some((f) => f.info !== 'text'),
        `${useCase.id}: has a code block`,
      ).toBe(true);
      const last = sections.at(-1);
      expect(`${last?.title} ${last?.body}`, `${useCase.id}: last step measures time`).toMatch(/time|minutes/i);
      expect(useCase.content, `${useCase.id}: uses chat commands or context`).toMatch(
        /\/(explain|fix|tests|doc|new)\b|#file|#selection|#codebase|@terminal/,
      );
    }
  });
});

describe('sample impact stories', () => {
  it("has every story set (the spec's five plus agentic) with at least 6 stories each, by real teammates, on existing use cases, with the spec metrics", () => {
    expect(catalogue.storySets.map((s) => s.set).sort()).toEqual([...STORY_SETS].sort());
    const ids = new Set(catalogue.useCases.map((u) => u.id));
    const authors = new Set(catalogue.teammates.map((t) => t.id));
    for (const set of catalogue.storySets) {
      expect(set.stories.length, set.set).toBeGreaterThanOrEqual(6);
      for (const story of set.stories) {
        expect(ids.has(story.useCaseId), story.id).toBe(true);
        expect(authors.has(story.authorId), story.id).toBe(true);
        expect(
          story.metricsImproved.every((m) => (METRICS as readonly string[]).includes(m)),
          story.id,
        ).toBe(true);
        expect(story.timeSaved).toBeGreaterThan(0);
        expect(story.prompts.length).toBeGreaterThan(0);
        expect(story.feedback.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('npm run content:check', () => {
  function runCheck(dir: string) {
    return spawnSync(process.execPath, ['--import', 'tsx', CHECK, dir], { encoding: 'utf8' });
  }

  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  function brokenCopy(file: string, edit: (source: string) => string): string {
    const dir = mkdtempSync(join(tmpdir(), 'pathwise-content-'));
    copies.push(dir);
    cpSync(CONTENT, dir, { recursive: true });
    const path = join(dir, 'use-cases', file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
    return dir;
  }

  it('passes on the bundled content', () => {
    const result = runCheck(CONTENT);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Content OK: \\d+ use cases, \\d+ sample stories in ${STORY_SETS.length} sets`));
  });

  it.each([
    ['a missing field', (s: string) => s.replace(/^objective:.*\n/m, ''), 'objective'],
    ['an unknown type', (s: string) => s.replace(/^type: \w+/m, 'type: dancing'), 'type'],
    ['bad front matter', (s: string) => s.replace(/^title: (.*)$/m, 'title: [unclosed'), '(front matter)'],
    ['a missing review date', (s: string) => s.replace(/^lastReviewed:.*\n/m, ''), 'lastReviewed'],
    ['a review date that is not a day', (s: string) => s.replace(/^lastReviewed:.*$/m, 'lastReviewed: "2026-02-30"'), 'lastReviewed'],
    ['a review date in the future', (s: string) => s.replace(/^lastReviewed:.*$/m, 'lastReviewed: "2999-01-01"'), 'lastReviewed'],
    ['an empty checkedAgainst', (s: string) => s.replace(/^checkedAgainst:\n(?: {2}- .*\n)+/m, 'checkedAgainst: []\n'), 'checkedAgainst'],
    ['a role that is not a specialty', (s: string) => s.replace(/^roles: \[.*\]$/m, 'roles: [designer]'), 'roles.0'],
  ])('fails the build on %s, naming the file and the field', (_label, edit, field) => {
    const file = `${catalogue.useCases[0]?.id}.md`;
    const result = runCheck(brokenCopy(file, edit));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`use-cases/${file}: ${field}:`);
  });

  it('warns, without failing, about a guide last reviewed more than 6 months ago', () => {
    const file = `${catalogue.useCases[0]?.id}.md`;
    const result = runCheck(brokenCopy(file, (s) => s.replace(/^lastReviewed:.*$/m, 'lastReviewed: "2020-01-15"')));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain(`WARNING: content/use-cases/${file}: lastReviewed: 2020-01-15 is more than 6 months ago`);
    expect(result.stderr.match(/WARNING/g)).toHaveLength(1);
    expect(result.stdout).toMatch(/Content OK/);
  });
});
