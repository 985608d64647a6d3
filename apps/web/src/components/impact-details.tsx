import { useId } from 'react';
import { SHARING_LABELS, SHARING_LEVELS, TIME_WENT, TIME_WENT_LABELS, type SharingLevel, type TimeWent } from '@pathwise/core';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * The optional inputs of an impact story (issue 18), shared by the impact wizard and the feed
 * form: "it didn't save me time", a range, the time before AI, how often per week, evidence,
 * where the time went and the sharing level. Values stay text until core's schema checks them.
 */
export interface ImpactDetailsText {
  costTime: boolean;
  low: string;
  high: string;
  baseline: string;
  frequency: string;
  evidenceUrl: string;
  timeWent: TimeWent | '';
  sharing: SharingLevel;
}

export const EMPTY_DETAILS: ImpactDetailsText = {
  costTime: false,
  low: '',
  high: '',
  baseline: '',
  frequency: '',
  evidenceUrl: '',
  timeWent: '',
  sharing: 'named',
};

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** The story's fields from the text: minutes lost are negative (and so is their range). */
export function detailsOf(minutes: number, text: ImpactDetailsText) {
  const sign = text.costTime ? -1 : 1;
  const low = number(text.low);
  const high = number(text.high);
  const [rangeLow, rangeHigh] = text.costTime ? [high === null ? null : -high, low === null ? null : -low] : [low, high];
  return {
    timeSaved: sign * minutes,
    timeSavedLow: rangeLow,
    timeSavedHigh: rangeHigh,
    baselineMinutes: number(text.baseline),
    frequencyPerWeek: number(text.frequency),
    evidenceUrl: text.evidenceUrl.trim() === '' ? null : text.evidenceUrl.trim(),
    timeWent: text.timeWent === '' ? null : text.timeWent,
    sharing: text.sharing,
  };
}

/** "It didn't save me time": 0 for no difference, or the minutes it cost. */
export function CostTimeToggle({ value, onChange, disabled }: { value: boolean; onChange: (next: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={value} disabled={disabled} onCheckedChange={onChange} />
      <Label htmlFor={id} className="font-normal">
        It didn&apos;t save me time (enter 0 for no difference, or the minutes it cost)
      </Label>
    </div>
  );
}

export function ImpactDetails({
  value,
  onChange,
  disabled,
}: {
  value: ImpactDetailsText;
  onChange: (next: ImpactDetailsText) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const set = <K extends keyof ImpactDetailsText>(key: K, next: ImpactDetailsText[K]) => onChange({ ...value, [key]: next });
  const numberInput = (key: 'low' | 'high' | 'baseline' | 'frequency', label: string, step = '1') => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${key}`} className="text-xs">
        {label}
      </Label>
      <Input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        step={step}
        disabled={disabled}
        value={value[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </div>
  );
  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Add detail (optional): range, time before AI, evidence, sharing</summary>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {numberInput('low', 'Range: at least (minutes)')}
        {numberInput('high', 'Range: at most (minutes)')}
        {numberInput('baseline', 'How long the task took before AI (minutes)')}
        {numberInput('frequency', 'How often it comes up per week', 'any')}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <Label htmlFor={`${id}-evidence`} className="text-xs">
            Evidence: link to the pull request, commit or ticket
          </Label>
          <Input
            id={`${id}-evidence`}
            // Text, not url: core's rule (http(s) only) gives the message, not the browser.
            type="text"
            inputMode="url"
            placeholder="https://"
            disabled={disabled}
            value={value.evidenceUrl}
            onChange={(event) => set('evidenceUrl', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-went`} className="text-xs">
            Where the saved time went
          </Label>
          <NativeSelect
            id={`${id}-went`}
            disabled={disabled}
            value={value.timeWent}
            onChange={(event) => set('timeWent', event.target.value as TimeWent | '')}
          >
            <TimeWentOptions />
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-sharing`} className="text-xs">
            Who sees this story
          </Label>
          <NativeSelect
            id={`${id}-sharing`}
            disabled={disabled}
            value={value.sharing}
            onChange={(event) => set('sharing', event.target.value as SharingLevel)}
          >
            <SharingOptions />
          </NativeSelect>
        </div>
      </div>
    </details>
  );
}

/** The choices of "Where the saved time went" (the story forms share them). */
export function TimeWentOptions() {
  return (
    <>
      <option value="">Not said</option>
      {TIME_WENT.map((went) => (
        <option key={went} value={went}>
          {TIME_WENT_LABELS[went]}
        </option>
      ))}
    </>
  );
}

/** The choices of "Who sees this story". */
export function SharingOptions() {
  return SHARING_LEVELS.map((level) => (
    <option key={level} value={level}>
      {SHARING_LABELS[level]}
    </option>
  ));
}
