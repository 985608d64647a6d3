import { MailCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { AUTH_TEXT } from '../auth-messages';
import { verificationProgressText } from '../auth-link';
import type { VerificationState } from '../use-email-verification';

export function VerificationProgress({ state }: { state: VerificationState }) {
  const navigate = useNavigate();
  const text = verificationProgressText(state.progress);
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Logo />
        <CardTitle className="mt-4">Verifying your email</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Progress value={state.progress} aria-label="Verification progress" aria-valuetext={`${state.progress}%: ${text}`} />
        <p role="status" className="text-sm text-muted-foreground">
          {text}
        </p>
      </CardContent>
      <Dialog open={state.dialogOpen}>
        <DialogContent
          showClose={false}
          // The one way on is the button: Escape or a click outside would leave the user on /auth.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <MailCheck className="mx-auto size-10 text-primary sm:mx-0" aria-hidden="true" />
            <DialogTitle>{AUTH_TEXT.verifiedTitle}</DialogTitle>
            <DialogDescription>{AUTH_TEXT.verifiedDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => void navigate('/onboarding')}>Continue to Dashboard</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
