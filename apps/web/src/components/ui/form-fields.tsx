import type { ComponentProps, ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

/*
 * Labelled controls with their message, for the settings forms (a file apart from field.tsx so
 * that /auth, the first route, downloads only what it uses).
 */

type ControlProps<P> = Omit<P, 'id' | 'className'> & { id: string; label: string; error?: string | undefined; className?: string };

/** A labelled text input with its message (spread react-hook-form's `register` into it). */
export function InputField({ id, label, error, className, ...props }: ControlProps<ComponentProps<'input'>>) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <Input id={id} {...describedBy(id, error)} {...props} />
    </Field>
  );
}

/** A labelled password input (with its show/hide toggle) and its message. */
export function PasswordField({ id, label, error, className, ...props }: ControlProps<Omit<ComponentProps<'input'>, 'type'>>) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <PasswordInput id={id} {...describedBy(id, error)} {...props} />
    </Field>
  );
}

/** What went wrong with a whole form (a server's refusal that names no field), announced. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
