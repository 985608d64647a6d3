import { MailWarning } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { hasVerificationParams } from '@/app/routes';

/** Remembers which misrouted links were already forwarded, so the forward happens once. */
const FORWARDED_KEY = 'verification_link_forwarded';

export function MisroutedVerificationPage() {
  const navigate = useNavigate();
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

/**
 * A verification link that lands anywhere but /auth is sent to /auth with the same query and
 * hash, once; if it comes back misrouted again, the error page explains instead of looping.
 */
export function VerificationLinkGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const misrouted = location.pathname !== '/auth' && hasVerificationParams(location.pathname, location.search, location.hash);
  const link = `${location.pathname}${location.search}${location.hash}`;
  // Read before the effect below records this link, so the first visit forwards and a repeat explains.
  const alreadyForwarded = useMemo(() => misrouted && sessionStorage.getItem(FORWARDED_KEY) === link, [misrouted, link]);

  useEffect(() => {
    if (!misrouted || alreadyForwarded) return;
    sessionStorage.setItem(FORWARDED_KEY, link);
    void navigate(`/auth${location.search}${location.hash}`, { replace: true });
  }, [misrouted, alreadyForwarded, link, location.search, location.hash, navigate]);

  if (misrouted) return alreadyForwarded ? <MisroutedVerificationPage /> : null;
  return <>{children}</>;
}
