import { SUPPORT_EMAIL } from '@pathwise/core';

export function SupportLine() {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Need help? Contact{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {SUPPORT_EMAIL}
      </a>
    </p>
  );
}
