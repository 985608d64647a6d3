import {
  ALL,
  COMPLEXITIES,
  RESPONSIBILITIES,
  RESPONSIBILITY_LABELS,
  SORT_LABELS,
  SORT_OPTIONS,
  SPECIALTY_LABELS,
  FILTER_ROLES,
  USE_CASE_TYPES,
  type FilterKey,
} from '@pathwise/core';

export interface Option {
  value: string;
  label: string;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export interface FilterControl {
  key: FilterKey;
  /** The control's visible label, also used on its chip ('Role: Frontend'). */
  label: string;
  options: Option[];
}

/** The four filters of the spec, each led by its "no filter" placeholder. */
export const FILTER_CONTROLS: FilterControl[] = [
  {
    key: 'selectedRole',
    label: 'Role',
    options: [{ value: ALL.role, label: 'All roles' }, ...FILTER_ROLES.map((role) => ({ value: role, label: SPECIALTY_LABELS[role] }))],
  },
  {
    key: 'selectedType',
    label: 'Type',
    options: [{ value: ALL.type, label: 'All types' }, ...USE_CASE_TYPES.map((type) => ({ value: type, label: capitalise(type) }))],
  },
  {
    key: 'selectedResponsibility',
    label: 'Responsibility',
    options: [
      { value: ALL.responsibility, label: 'All responsibilities' },
      ...RESPONSIBILITIES.map((responsibility) => ({ value: responsibility, label: RESPONSIBILITY_LABELS[responsibility] })),
    ],
  },
  {
    key: 'selectedComplexity',
    label: 'Complexity',
    options: [{ value: ALL.complexity, label: 'All levels' }, ...COMPLEXITIES.map((level) => ({ value: level, label: capitalise(level) }))],
  },
];

export const SORT_CHOICES: Option[] = SORT_OPTIONS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** The label of a filter's value, for its chip. */
export function optionLabel(key: FilterKey, value: string): string {
  return FILTER_CONTROLS.find((control) => control.key === key)?.options.find((option) => option.value === value)?.label ?? value;
}

export function controlLabel(key: FilterKey): string {
  return FILTER_CONTROLS.find((control) => control.key === key)?.label ?? key;
}
