import { ArrowRight, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@pathwise/core';
import { Button } from '@/components/ui/button';

export function WelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Sparkles className="size-7" aria-hidden="true" />
      </span>
      <h1 id="onboarding-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Welcome to {PRODUCT_NAME}
      </h1>
      <p className="max-w-md text-muted-foreground">
        Two quick questions about your work and what you want from AI-assisted workflows, and we'll pick the use cases that fit you.
      </p>
      <Button size="lg" className="mt-2" onClick={onStart}>
        Start now
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  );
}
