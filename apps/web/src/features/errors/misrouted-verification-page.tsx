import { MailWarning } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

export function MisroutedVerificationPage() {
  const navigate = useNavigate();
  useDocumentTitle('Verification URL Error');
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div role="alert" className="w-full max-w-md rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <MailWarning className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">Verification URL Error</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          It looks like you're trying to verify your email, but the verification link has been misrouted.
        </p>
        <Button className="mt-6" onClick={() => void navigate('/auth', { replace: true })}>
          Go to Authentication Page
        </Button>
      </div>
    </main>
  );
}
