import { ArrowLeft, Home, LogIn, RefreshCw } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

export function NotFoundPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-lg text-center">
        <p className="text-7xl font-bold tracking-tight text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold">Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
        <p className="mt-4 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="attempted-path">
          {pathname + search}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Go Back
          </Button>
          {isAuthenticated ? (
            <Button onClick={() => void navigate('/home')}>
              <Home aria-hidden="true" />
              Return to Home
            </Button>
          ) : (
            <Button onClick={() => void navigate('/auth')}>
              <LogIn aria-hidden="true" />
              Return to Login
            </Button>
          )}
          <Button variant="ghost" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Refresh Page
          </Button>
        </div>
        <p className="mt-8 text-sm text-muted-foreground">If you believe this is an error, please contact support.</p>
      </div>
    </main>
  );
}
