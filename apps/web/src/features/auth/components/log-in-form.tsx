import { Loader2 } from 'lucide-react';
import type { SessionUser } from '@pathwise/core';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { keptModule, readValues, useFormHandover } from '@/lib/form-handover';
import type { LogInValues } from '../auth-schemas';
import { ForgotPasswordLink } from './forgot-password-link';

// Its rules and request, and the form library, come when the visitor first touches the form.
const submitting = keptModule(() => import('./log-in-submit'));

const FIRST: LogInValues = { email: '', password: '' };

export function LogInForm({ onLoggedIn }: { onLoggedIn: (user: SessionUser) => void }) {
  const { formProps, field, view } = useFormHandover(
    submitting,
    (module, values, done: (user: SessionUser) => void) => module.logInForm(values, FIRST, done),
    onLoggedIn,
  );
  const emailError = view.errors.email;
  const passwordError = view.errors.password;
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <Field id="login-email" label="Email" error={emailError}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...describedBy('login-email', emailError)}
          {...field('email', FIRST.email)}
        />
      </Field>
      <Field id="login-password" label="Password" error={passwordError}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...describedBy('login-password', passwordError)}
          {...field('password', FIRST.password)}
        />
      </Field>
      <div className="-mt-1 flex justify-end">
        <ForgotPasswordLink initialEmail={() => String(readValues(formProps.ref.current).email ?? '')} />
      </div>
      <Button type="submit" disabled={view.submitting} className="w-full">
        {view.submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {view.submitting ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
