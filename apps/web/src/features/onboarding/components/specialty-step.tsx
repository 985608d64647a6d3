import {
  RESPONSIBILITIES,
  RESPONSIBILITY_LABELS,
  SPECIALTIES,
  SPECIALTY_LABELS,
  type Responsibility,
  type Specialty,
} from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup } from '@/components/ui/radio-group';
import { ChoiceCard } from './choice-card';
import { StepHeader } from './step-header';

interface SpecialtyStepProps {
  specialty: Specialty | null;
  responsibilities: Responsibility[];
  onSpecialty: (specialty: Specialty) => void;
  onResponsibility: (responsibility: Responsibility, checked: boolean) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function SpecialtyStep({ specialty, responsibilities, onSpecialty, onResponsibility, onBack, onContinue }: SpecialtyStepProps) {
  return (
    <div className="flex flex-col gap-6">
      <StepHeader
        step={1}
        total={2}
        title="What's your engineering specialty?"
        description="We use it to recommend use cases that match your day-to-day work."
      />
      <RadioGroup
        aria-labelledby="onboarding-title"
        value={specialty ?? ''}
        onValueChange={(value) => {
          const chosen = SPECIALTIES.find((item) => item === value);
          if (chosen) onSpecialty(chosen);
        }}
        className="grid-cols-1 gap-3 sm:grid-cols-2"
      >
        {SPECIALTIES.map((value) => (
          <ChoiceCard key={value} id={`specialty-${value}`} value={value}>
            {SPECIALTY_LABELS[value]}
          </ChoiceCard>
        ))}
      </RadioGroup>
      {specialty ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium">Your responsibilities</legend>
          <p className="-mt-1 text-sm text-muted-foreground">Pre-selected from your specialty; adjust them to fit your role.</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {RESPONSIBILITIES.map((value) => (
              <div key={value} className="flex items-center gap-2 rounded-md border border-border px-3 py-2.5">
                <Checkbox
                  id={`responsibility-${value}`}
                  checked={responsibilities.includes(value)}
                  onCheckedChange={(checked) => onResponsibility(value, checked)}
                />
                <Label htmlFor={`responsibility-${value}`} className="flex-1 cursor-pointer font-normal">
                  {RESPONSIBILITY_LABELS[value]}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </div>
  );
}
