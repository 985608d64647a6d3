import { useMutation } from '@tanstack/react-query';
import type { OnboardingInput, SessionUser } from '@pathwise/core';
import { api } from '@/lib/api-client';

/** POST /api/profile/onboarding with core's onboardingSchema: 200 `{ user }`. */
export function completeOnboarding(input: OnboardingInput): Promise<{ user: SessionUser }> {
  return api('/api/profile/onboarding', { method: 'POST', body: input });
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
