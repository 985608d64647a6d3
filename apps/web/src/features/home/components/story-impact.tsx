import { ExternalLink, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  FOLLOW_UP_LABELS,
  FOLLOW_UP_QUESTION,
  IMPACT_BOUNDS,
  SHARING_LABELS,
  TIME_WENT_LABELS,
  TOAST_MS,
  type FeedStory,
  type FollowUpOutcome,
} from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loadRules, rulesOrSaid } from '@/lib/lazy-rules';
import { useAnswerFollowUp, useConfirmStory } from '../api/story-impact';
import { DeleteStoryButton } from './delete-story-dialog';
import { EditStoryButton } from './edit-story-button';

/** The optional figures of a story: range, before-AI time, frequency, evidence, where the time went. */
export function StoryFigures({ story }: { story: FeedStory }) {
  const parts: string[] = [];
  if (story.timeSavedLow !== null && story.timeSavedHigh !== null)
    parts.push(`between ${story.timeSavedLow} and ${story.timeSavedHigh} min`);
  if (story.baselineMinutes !== null) parts.push(`took ${story.baselineMinutes} min before AI`);
  if (story.frequencyPerWeek !== null) parts.push(`comes up ${story.frequencyPerWeek}× a week`);
  if (story.timeWent) parts.push(`time went to: ${TIME_WENT_LABELS[story.timeWent].toLowerCase()}`);
  const { worked, didntWork } = story.confirmations;
  return (
    <div className="flex flex-col gap-1 text-xs text-muted-foreground">
      {parts.length > 0 ? <p>{parts.join(' · ')}</p> : null}
      {story.evidenceUrl ? (
        <a href={story.evidenceUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 underline">
          <ExternalLink className="size-3" aria-hidden="true" />
          Evidence (pull request, commit or ticket)
        </a>
      ) : null}
      {worked + didntWork > 0 ? (
        <p data-testid="story-confirmations">
          {worked} {worked === 1 ? 'teammate' : 'teammates'} said it worked for them too
          {didntWork > 0 ? `, ${didntWork} said it didn't` : ''}
        </p>
      ) : null}
      {story.isMine && story.sharing !== 'named' ? <p>{SHARING_LABELS[story.sharing]}</p> : null}
    </div>
  );
}

/** "Worked for me too, saved about N" / "Didn't work for me", for a teammate who did the use case. */
export function ConfirmStory({ story }: { story: FeedStory }) {
  const confirm = useConfirmStory();
  const [minutes, setMinutes] = useState('');
  const id = useId();
  if (!story.canConfirm) return null;
  const send = (verdict: 'worked' | 'didnt_work' | null) => {
    const value = minutes.trim() === '' ? null : Number(minutes);
    confirm.mutate(
      { id: story.id, verdict: verdict && { verdict, minutes: verdict === 'worked' ? value : null } },
      { onError: () => toast.error('Your answer was not saved. Please try again.', { duration: TOAST_MS.product }) },
    );
  };
  return (
    <div
      className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-border p-2"
      aria-label="Did this work for you?"
      role="group"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-min`} className="text-xs">
          Saved about (minutes, optional)
        </Label>
        <Input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={IMPACT_BOUNDS.minutesMin}
          max={IMPACT_BOUNDS.minutesMax}
          className="h-8 w-28"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </div>
      <Button
        size="sm"
        variant={story.myConfirmation === 'worked' ? 'default' : 'outline'}
        disabled={confirm.isPending}
        onClick={() => send('worked')}
      >
        <ThumbsUp aria-hidden="true" />
        Worked for me too
      </Button>
      <Button
        size="sm"
        variant={story.myConfirmation === 'didnt_work' ? 'default' : 'outline'}
        disabled={confirm.isPending}
        onClick={() => send('didnt_work')}
      >
        <ThumbsDown aria-hidden="true" />
        Didn&apos;t work for me
      </Button>
      {story.myConfirmation ? (
        <Button size="sm" variant="ghost" disabled={confirm.isPending} onClick={() => send(null)}>
          Take back my answer
        </Button>
      ) : null}
    </div>
  );
}

const followUpRules = loadRules(() => import('../follow-up-rules'));

/** The author's own story: the 14-day question once it is asked, edit and delete. */
export function OwnStoryActions({ story }: { story: FeedStory }) {
  const answer = useAnswerFollowUp();
  const [rework, setRework] = useState('');
  const id = useId();
  if (!story.isMine || story.isExample) return null;
  const reply = async (outcome: FollowUpOutcome) => {
    const checks = await rulesOrSaid(followUpRules);
    if (!checks) return;
    const checked = checks.checkFollowUp(outcome, rework);
    if (!checked.ok) {
      toast.error(checked.message ?? 'Check your answer.', { duration: TOAST_MS.product });
      return;
    }
    answer.mutate({ id: story.id, answer: checked.answer }, { onError: () => toast.error('Your answer was not saved. Please try again.') });
  };
  const followUp = story.followUp;
  return (
    <div className="flex flex-col gap-2">
      {followUp?.state === 'asked' ? (
        <div role="group" aria-labelledby={`${id}-q`} className="flex flex-wrap items-end gap-2 rounded-md bg-muted p-2">
          <p id={`${id}-q`} className="w-full text-sm font-medium">
            {FOLLOW_UP_QUESTION}
          </p>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => void reply('kept')}>
            {FOLLOW_UP_LABELS.kept}
          </Button>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-rework`} className="text-xs">
              Rework of about (minutes)
            </Label>
            <Input
              id={`${id}-rework`}
              type="number"
              min={1}
              max={IMPACT_BOUNDS.reworkMax}
              className="h-8 w-28"
              value={rework}
              onChange={(e) => setRework(e.target.value)}
            />
          </div>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => void reply('rework')}>
            {FOLLOW_UP_LABELS.rework}
          </Button>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => void reply('reverted')}>
            {FOLLOW_UP_LABELS.reverted}
          </Button>
        </div>
      ) : followUp?.state === 'answered' && followUp.outcome ? (
        <p className="text-xs text-muted-foreground">
          Held up? {FOLLOW_UP_LABELS[followUp.outcome]}
          {followUp.reworkMinutes > 0 ? ` (${followUp.reworkMinutes} min rework)` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <EditStoryButton story={story} />
        <DeleteStoryButton story={story} />
      </div>
    </div>
  );
}
