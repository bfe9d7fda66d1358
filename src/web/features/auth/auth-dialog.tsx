import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { BrandLogo } from '@/components/brand-logo';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import type { AuthMode } from '@/lib/signed-in';

const COPY = {
  login: {
    title: msg`Welcome Back`,
    subtitle: msg`Sign in to access your account and place bets`,
    prompt: msg`Don't have an account?`,
    toggle: msg`Create New Account`,
  },
  register: {
    title: msg`Join Our Community`,
    subtitle: msg`Create an account to start winning on IPL matches`,
    prompt: msg`Already have an account?`,
    toggle: msg`Sign In Instead`,
  },
} as const;

type AuthDialogProps = {
  open: boolean;
  mode: AuthMode;
  onOpenChange: (open: boolean) => void;
  onModeChange: (mode: AuthMode) => void;
};

/**
 * The login / register dialog. Controlled by AuthDialogProvider: open it from anywhere with
 * `useAuthDialog().open('login' | 'register')`. Its forms unmount when it closes, so they start empty.
 */
export function AuthDialog({ open, mode, onOpenChange, onModeChange }: AuthDialogProps) {
  const { _ } = useLingui();
  const copy = COPY[mode];
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md sm:max-w-lg"
        onOpenAutoFocus={(event) => {
          // Start in the first field rather than on the demo-login button.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input')?.focus();
        }}
      >
        <DialogHeader className="items-center pr-0 text-center">
          <BrandLogo className="mb-1 size-11" />
          <DialogTitle>{_(copy.title)}</DialogTitle>
          <DialogDescription>{_(copy.subtitle)}</DialogDescription>
        </DialogHeader>

        {mode === 'login' ? (
          <LoginForm key="login" onSuccess={close} />
        ) : (
          <RegisterForm key="register" onSuccess={close} />
        )}

        <p className="text-center text-sm text-muted-foreground">
          {_(copy.prompt)}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold text-indigo-300 underline-offset-4 hover:text-accent-hover hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}
          >
            {_(copy.toggle)}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
