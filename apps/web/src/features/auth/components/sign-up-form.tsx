import { Loader2 } from 'lucide-react';
import type { SessionUser } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { keptModule, useFormHandover } from '@/lib/form-handover';
import { preloadEmailRules, type SignUpValues } from '../auth-schemas';

// Its rules and request, and the form library, come when the visitor first touches the form.
const submitting = keptModule(() => import('./sign-up-submit'));

export function SignUpForm({ onSignedUp, initialEmail = '' }: { onSignedUp: (user: SessionUser) => void; initialEmail?: string }) {
  const first: SignUpValues = { email: initialEmail, password: '', acceptTerms: false };
  const { formProps, field, view } = useFormHandover(
    submitting,
    (module, values, done: (user: SessionUser) => void) => module.signUpForm(values, first, done),
    onSignedUp,
  );
  const emailError = view.errors.email;
  const termsError = view.errors.acceptTerms;
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <Field id="signup-email" label="Work email" error={emailError}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...describedBy('signup-email', emailError)}
          {...field('email', first.email)}
          onFocus={preloadEmailRules}
        />
      </Field>
      <Field id="signup-password" label="Password">
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={view.errors.password ? true : undefined}
          {...field('password', first.password)}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <Checkbox
            id="signup-terms"
            className="mt-0.5"
            {...describedBy('signup-terms', termsError)}
            {...field('acceptTerms', first.acceptTerms)}
          />
          <Label htmlFor="signup-terms" className="font-normal leading-snug">
            I accept the terms and conditions
          </Label>
        </div>
        <FieldError id="signup-terms-error">{termsError}</FieldError>
      </div>
      <Button type="submit" disabled={view.submitting} className="w-full">
        {view.submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {view.submitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
