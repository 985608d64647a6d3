import { Loader2 } from 'lucide-react';
import { MOTIVATION_LABELS, MOTIVATIONS, type Motivation } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup } from '@/components/ui/radio-group';
import { ChoiceCard } from './choice-card';
import { StepHeader } from './step-header';

interface MotivationStepProps {
  motivations: Motivation[];
  customMotivation: string;
  submitting: boolean;
  onMotivation: (motivation: Motivation) => void;
  onCustomMotivation: (text: string) => void;
  onBack: () => void;
  onComplete: () => void;
}

export function MotivationStep(props: MotivationStepProps) {
  const { motivations, customMotivation, submitting, onMotivation, onCustomMotivation, onBack, onComplete } = props;
  return (
    <div className="flex flex-col gap-6">
      <StepHeader
        step={2}
        total={2}
        title="What's your top motivation?"
        description="Tell us what you most want from AI-assisted workflows."
      />
      <RadioGroup
        aria-labelledby="onboarding-title"
        // Single choice in the interface (spec): the radio group replaces the previous answer.
        value={motivations[0] ?? ''}
        onValueChange={(value) => {
          const chosen = MOTIVATIONS.find((item) => item === value);
          if (chosen) onMotivation(chosen);
        }}
        className="gap-3"
      >
        {MOTIVATIONS.map((value) => (
          <ChoiceCard key={value} id={`motivation-${value}`} value={value}>
            {MOTIVATION_LABELS[value]}
          </ChoiceCard>
        ))}
      </RadioGroup>
      {motivations.includes('other') ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor="custom-motivation">What motivates you?</Label>
          <Input
            id="custom-motivation"
            value={customMotivation}
            maxLength={200}
            placeholder="For example: learn how to review AI-written code"
            onChange={(event) => onCustomMotivation(event.target.value)}
          />
        </div>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button onClick={onComplete} disabled={motivations.length === 0 || submitting}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitting ? 'Completing...' : 'Complete'}
        </Button>
      </div>
    </div>
  );
}
