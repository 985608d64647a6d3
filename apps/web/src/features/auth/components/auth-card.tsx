import type { SessionUser } from '@pathwise/core';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LogInForm } from './log-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'signup' | 'login';

interface AuthCardProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedUp: (user: SessionUser) => void;
  onLoggedIn: (user: SessionUser) => void;
  /** The address an invitation's link fills in. */
  invitedEmail?: string;
}

/** The spec's card: 'Create an account' for a first visit, 'Welcome back' after a login. */
export function AuthCard({ mode, onModeChange, onSignedUp, onLoggedIn, invitedEmail = '' }: AuthCardProps) {
  const signingUp = mode === 'signup';
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Logo />
        <CardTitle className="mt-4">{signingUp ? 'Create an account' : 'Welcome back'}</CardTitle>
        <CardDescription>
          {signingUp ? 'Sign up with your work email to start learning with your team.' : 'Log in to continue learning with your team.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {signingUp ? <SignUpForm onSignedUp={onSignedUp} initialEmail={invitedEmail} /> : <LogInForm onLoggedIn={onLoggedIn} />}
      </CardContent>
      <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
        <span>{signingUp ? 'Already have an account?' : "Don't have an account?"}</span>
        <Button variant="link" size="sm" className="h-auto px-0 py-0" onClick={() => onModeChange(signingUp ? 'login' : 'signup')}>
          {signingUp ? 'Log in' : 'Sign up'}
        </Button>
      </CardFooter>
    </Card>
  );
}
