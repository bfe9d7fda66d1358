import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuthDialog } from './auth-dialog-context';

type SignInPromptProps = {
  title: string;
  description?: string;
  /** Defaults to a Login button that opens the auth dialog. */
  action?: ReactNode;
};

/** What a signed-in-only page shows to a visitor who is signed out. */
export function SignInPrompt({ title, description, action }: SignInPromptProps) {
  const authDialog = useAuthDialog();
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-indigo-300 ring-1 ring-primary/30">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1.5">
        <h2 className="text-xl font-bold">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action ?? (
        <Button size="lg" onClick={() => authDialog.open('login')}>
          <Trans>Login</Trans>
        </Button>
      )}
    </Card>
  );
}
