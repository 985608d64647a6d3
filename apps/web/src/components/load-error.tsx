import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A query that failed: what could not be loaded, the reason when known, and 'Try again'. */
export function LoadError({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <div className="flex flex-1 flex-col gap-2">
        <AlertTitle>{title}</AlertTitle>
        {message ? <AlertDescription>{message}</AlertDescription> : null}
        <div>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      </div>
    </Alert>
  );
}
