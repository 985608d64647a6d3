import {
  MAX_MOTIVATIONS,
  MEMBER_MESSAGES,
  type Motivation,
  type Responsibility,
  type Specialty,
  SPECIALTY_RESPONSIBILITIES,
} from '@pathwise/core';

export type MotivationChoice = { ok: true; motivations: Motivation[] } | { ok: false; message: string };

/**
 * The spec's motivation rule: the interface offers one choice (a new one replaces the old), and
 * the limit of five still holds for any caller that adds instead of replacing.
 */
export function chooseMotivation(current: readonly Motivation[], choice: Motivation, single = true): MotivationChoice {
  if (current.includes(choice)) return { ok: true, motivations: [...current] };
  const motivations = single ? [choice] : [...current, choice];
  if (motivations.length > MAX_MOTIVATIONS) return { ok: false, message: MEMBER_MESSAGES.selectionLimit };
  return { ok: true, motivations };
}

/** A new specialty resets the responsibilities to the ones that follow from it. */
export function responsibilitiesFor(specialty: Specialty): Responsibility[] {
  return [...SPECIALTY_RESPONSIBILITIES[specialty]];
}

export function toggleResponsibility(current: readonly Responsibility[], value: Responsibility, checked: boolean): Responsibility[] {
  if (checked) return current.includes(value) ? [...current] : [...current, value];
  return current.filter((item) => item !== value);
}
