import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  MEMBER_MESSAGES,
  type Motivation,
  ONBOARDING_REDIRECT_MS,
  onboardingSchema,
  type Responsibility,
  type Specialty,
  TOAST_MS,
} from '@pathwise/core';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { trackUserEvent } from '@/lib/analytics';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { chooseMotivation, responsibilitiesFor, toggleResponsibility } from '../onboarding-choices';
import { MotivationStep } from './motivation-step';
import { SpecialtyStep } from './specialty-step';
import { WelcomeStep } from './welcome-step';

const showError = (message: string) => toast.error(message, { duration: TOAST_MS.onboarding });

/**
 * /onboarding for a verified user (the app's gate handles signed-out and unverified visitors):
 * step 0 welcome, step 1 specialty and responsibilities, step 2 motivation.
 */
export function OnboardingScreen() {
  const { user, isOnboarded, refresh } = useAuth();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState(0);
  const [specialty, setSpecialty] = useState<Specialty | null>(null);
  const [responsibilities, setResponsibilities] = useState<Responsibility[]>([]);
  const [motivations, setMotivations] = useState<Motivation[]>([]);
  const [customMotivation, setCustomMotivation] = useState('');
  // Set once the server accepted the answers: the screen then leaves on its own timer.
  const [finishing, setFinishing] = useState(false);
  const viewed = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const showsSteps = !isOnboarded && !finishing;
  useEffect(() => {
    if (!showsSteps || viewed.current) return;
    viewed.current = true;
    trackUserEvent('user_onboarding.viewed', user);
  }, [showsSteps, user]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (isOnboarded && !finishing) return <Navigate to="/home" replace />;

  function onSpecialty(next: Specialty) {
    if (next === specialty) return;
    setSpecialty(next);
    setResponsibilities(responsibilitiesFor(next));
  }

  function onContinue() {
    if (!specialty) {
      showError(MEMBER_MESSAGES.selectSpecialty);
      return;
    }
    const check = onboardingSchema.shape.responsibilities.safeParse(responsibilities);
    if (!check.success) {
      showError(check.error.issues[0]?.message ?? MEMBER_MESSAGES.selectSpecialty);
      return;
    }
    setStep(2);
  }

  function onMotivation(choice: Motivation) {
    const result = chooseMotivation(motivations, choice);
    if (!result.ok) {
      showError(result.message);
      return;
    }
    setMotivations(result.motivations);
  }

  async function onComplete() {
    const parsed = onboardingSchema.safeParse({
      specialty,
      responsibilities,
      motivations,
      ...(motivations.includes('other') ? { customMotivation } : {}),
    });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? MEMBER_MESSAGES.onboardingFailed);
      return;
    }
    try {
      const { user: updated } = await complete.mutateAsync(parsed.data);
      trackUserEvent('user_onboarding.completed', updated, { ...parsed.data });
      setFinishing(true);
      await refresh();
      redirectTimer.current = setTimeout(() => void navigate('/home', { replace: true }), ONBOARDING_REDIRECT_MS);
    } catch (error) {
      console.warn('onboarding not saved', error);
      showError(MEMBER_MESSAGES.onboardingFailed);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10 sm:px-6">
      <Card className="w-full max-w-2xl" aria-labelledby="onboarding-title" role="region">
        <CardContent className="p-6 sm:p-8">
          {step === 0 ? <WelcomeStep onStart={() => setStep(1)} /> : null}
          {step === 1 ? (
            <SpecialtyStep
              specialty={specialty}
              responsibilities={responsibilities}
              onSpecialty={onSpecialty}
              onResponsibility={(value, checked) => setResponsibilities((current) => toggleResponsibility(current, value, checked))}
              onBack={() => setStep(0)}
              onContinue={onContinue}
            />
          ) : null}
          {step === 2 ? (
            <MotivationStep
              motivations={motivations}
              customMotivation={customMotivation}
              submitting={complete.isPending || finishing}
              onMotivation={onMotivation}
              onCustomMotivation={setCustomMotivation}
              onBack={() => setStep(1)}
              onComplete={() => void onComplete()}
            />
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
