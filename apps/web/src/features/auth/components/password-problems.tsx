import { toast } from '@/lib/toast';
import { TOAST_MS } from '@pathwise/core';

/** The spec: every broken password rule, as a list, for 5 seconds. */
export function showPasswordProblems(problems: readonly string[]): void {
  if (problems.length === 0) return;
  toast.error('Password requirements', {
    description: (
      <ul className="list-disc space-y-0.5 pl-4" data-testid="password-problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    ),
    duration: TOAST_MS.product,
  });
}
