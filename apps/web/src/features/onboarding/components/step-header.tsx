import { Progress } from '@/components/ui/progress';

/** "Step N of 2" above the two numbered steps (the welcome screen is not counted). */
export function StepHeader({ step, total, title, description }: { step: number; total: number; title: string; description: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        Step {step} of {total}
      </p>
      <Progress value={(step / total) * 100} aria-label={`Onboarding progress: step ${step} of ${total}`} />
      <h1 id="onboarding-title" className="mt-2 text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
