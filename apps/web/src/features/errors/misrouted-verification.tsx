import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasVerificationParams } from '@/lib/routes';
import { sessionStore, STORAGE_KEYS } from '@/lib/storage';

// Rarely seen: loaded when a link comes back misrouted.
const MisroutedVerificationPage = lazy(async () => ({
  default: (await import('./misrouted-verification-page')).MisroutedVerificationPage,
}));

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
  const alreadyForwarded = useMemo(() => misrouted && sessionStore.get(STORAGE_KEYS.verificationLinkForwarded) === link, [misrouted, link]);

  useEffect(() => {
    if (!misrouted || alreadyForwarded) return;
    sessionStore.set(STORAGE_KEYS.verificationLinkForwarded, link);
    void navigate(`/auth${location.search}${location.hash}`, { replace: true });
  }, [misrouted, alreadyForwarded, link, location.search, location.hash, navigate]);

  if (misrouted) {
    return alreadyForwarded ? (
      <Suspense fallback={null}>
        <MisroutedVerificationPage />
      </Suspense>
    ) : null;
  }
  return <>{children}</>;
}
