import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** The spec's special characters. */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'maxLength';
  message: string;
  test: (password: string) => boolean;
}

const length = (password: string) => Array.from(password).length;

/**
 * The spec's sign-up password rules, one message each. Any Unicode is accepted (letters of
 * any script count as upper or lower case); absurd lengths are refused before hashing.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (p) => length(p) >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', message: 'Password must contain at least one uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', message: 'Password must contain at least one lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', message: 'Password must contain at least one number', test: (p) => /\p{Nd}/u.test(p) },
  {
    id: 'special',
    message: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    test: (p) => [...p].some((ch) => PASSWORD_SPECIALS.includes(ch)),
  },
  {
    id: 'maxLength',
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    test: (p) => length(p) <= PASSWORD_MAX_LENGTH,
  },
];

/** Every rule the password breaks, in the spec's order (empty when it is acceptable). */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
