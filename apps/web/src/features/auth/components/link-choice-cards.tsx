import { UserRoundX } from 'lucide-react';
import { LINK_MESSAGES } from '@pathwise/core';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Verification } from '../use-email-verification';
import { NewPasswordCard } from './new-password-card';

/** A verification link opened away from the browser that signed up: the mailbox owner sets the password. */
export function ChoosePasswordCard({ verification }: { verification: Verification }) {
  return (
    <NewPasswordCard
      title={LINK_MESSAGES.choosePasswordTitle}
      description={LINK_MESSAGES.choosePasswordDescription.replace('{email}', verification.choosePasswordFor ?? '')}
      submitLabel="Save password and continue"
      onSubmit={verification.submitPassword}
    />
  );
}

/** Someone else's verification link opened while signed in: nothing happens until the user chooses. */
export function OtherAccountCard({ verification, signedInAs }: { verification: Verification; signedInAs: string }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Logo />
        <UserRoundX className="mt-4 size-8 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="mt-2">{LINK_MESSAGES.otherAccountTitle}</CardTitle>
        <CardDescription>{LINK_MESSAGES.otherAccountDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Signed in as <span className="font-medium break-all">{signedInAs}</span>
        </p>
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row">
        <Button className="w-full sm:w-auto" onClick={verification.stay}>
          Stay signed in
        </Button>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => void verification.logOutAndContinue()}>
          Log out and use the link
        </Button>
      </CardFooter>
    </Card>
  );
}
