import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_VERDICTS, FOLLOW_UP_OUTCOMES, FOLLOW_UP_STATES, SHARING_LEVELS, TIME_WENT } from './impact';
import { feedStoryFromWire, feedStoryToWire, type FeedStory, type FeedStoryWire } from './story';

const minutes = fc.option(fc.integer({ min: 0, max: 480 }), { nil: null });
const storyArb: fc.Arbitrary<FeedStory> = fc.record({
  id: fc.uuid(),
  useCase: fc.record({ id: fc.string({ minLength: 1 }), title: fc.string() }),
  author: fc.record({ name: fc.string(), specialty: fc.option(fc.string(), { nil: null }) }),
  title: fc.string(),
  feedback: fc.string(),
  timeSaved: fc.integer({ min: -480, max: 480 }),
  prompts: fc.array(fc.string(), { maxLength: 3 }),
  metricsImproved: fc.array(fc.string(), { maxLength: 3 }),
  likes: fc.nat(),
  likedByMe: fc.boolean(),
  createdAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  isExample: fc.boolean(),
  isMine: fc.boolean(),
  sharing: fc.constantFrom(...SHARING_LEVELS),
  timeSavedLow: minutes,
  timeSavedHigh: minutes,
  baselineMinutes: minutes,
  frequencyPerWeek: minutes,
  evidenceUrl: fc.option(fc.webUrl(), { nil: null }),
  timeWent: fc.option(fc.constantFrom(...TIME_WENT), { nil: null }),
  confirmations: fc.record({ worked: fc.nat(3), didntWork: fc.nat(3) }),
  myConfirmation: fc.option(fc.constantFrom(...CONFIRMATION_VERDICTS), { nil: null }),
  canConfirm: fc.boolean(),
  followUp: fc.option(
    fc.record({
      state: fc.constantFrom(...FOLLOW_UP_STATES),
      outcome: fc.option(fc.constantFrom(...FOLLOW_UP_OUTCOMES), { nil: null }),
      reworkMinutes: fc.nat(480),
    }),
    { nil: null },
  ),
});

/** A teammate's story with nothing but the required fields. */
const plain: FeedStory = {
  id: 's1',
  useCase: { id: 'u1', title: 'A use case' },
  author: { name: 'Ada', specialty: null },
  title: 'Impact story',
  feedback: '',
  timeSaved: 20,
  prompts: [],
  metricsImproved: [],
  likes: 0,
  likedByMe: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  isExample: false,
  isMine: false,
  sharing: 'named',
  timeSavedLow: null,
  timeSavedHigh: null,
  baselineMinutes: null,
  frequencyPerWeek: null,
  evidenceUrl: null,
  timeWent: null,
  confirmations: { worked: 0, didntWork: 0 },
  myConfirmation: null,
  canConfirm: false,
  followUp: null,
};

/** The answer as it travels: JSON text, read back. */
const overTheWire = (story: FeedStory) => feedStoryFromWire(JSON.parse(JSON.stringify(feedStoryToWire(story))) as FeedStoryWire);

describe('a feed story in the feed answer', () => {
  it('property: reads back as the same story, whatever its values', () => {
    fc.assert(
      fc.property(storyArb, (story) => {
        expect(overTheWire(story)).toEqual(story);
      }),
    );
  });

  it("leaves out what a plain teammate's story shares with most, and keeps what it does not", () => {
    expect(Object.keys(feedStoryToWire(plain)).sort()).toEqual(
      ['author', 'createdAt', 'feedback', 'id', 'likes', 'prompts', 'timeSaved', 'title', 'useCase'].sort(),
    );
    const liked = feedStoryToWire({ ...plain, likedByMe: true, confirmations: { worked: 1, didntWork: 0 }, timeWent: 'learning' });
    expect(liked).toMatchObject({ likedByMe: true, confirmations: { worked: 1, didntWork: 0 }, timeWent: 'learning' });
  });

  it('gives each story read back lists and counts of its own', () => {
    const wire = feedStoryToWire(plain);
    const [first, second] = [feedStoryFromWire(wire), feedStoryFromWire(wire)];
    first.metricsImproved.push('lead time');
    first.confirmations.worked = 1;
    expect(second.metricsImproved).toEqual([]);
    expect(second.confirmations.worked).toBe(0);
  });
});
