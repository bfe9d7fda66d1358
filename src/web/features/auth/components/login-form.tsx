import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { DEMO_PLAYER } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useSignIn } from '@/lib/signed-in';
import { localAuthSchemas } from '@/lib/auth-messages';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const signIn = useSignIn();
  const { t } = useLingui();
  // Rebuilt when the language changes, so the next check speaks it.
  const schema = useMemo(() => localAuthSchemas(t).loginSchema, [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const busy = isSubmitting || signIn.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error, t`Login failed`));
      return;
    }
    toast.success(t`Successfully logged in`);
    form.reset();
    onSuccess();
  });

  const useDemoLogin = () => {
    // Re-validate only once the player has tried to submit, like the rest of the form.
    form.setValue('email', DEMO_PLAYER.email, { shouldValidate: isSubmitted, shouldDirty: true });
    form.setValue('password', DEMO_PLAYER.password, { shouldValidate: isSubmitted, shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="rounded-xl border border-accent/30 bg-accent/10 p-3.5">
        {/* On a phone the button goes below the credentials, so the email shows in full beside its label. */}
        <div className="flex flex-col items-start gap-3 min-[420px]:flex-row min-[420px]:justify-between">
          <div className="min-w-0 text-sm">
            <p className="flex items-center gap-1.5 font-semibold text-amber-200">
              <KeyRound className="size-4" aria-hidden="true" />
              <Trans>Demo credentials</Trans>
            </p>
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-amber-100/90">
              <dt>
                <Trans>Email:</Trans>
              </dt>
              <dd className="font-mono break-all">{DEMO_PLAYER.email}</dd>
              <dt>
                <Trans>Password:</Trans>
              </dt>
              <dd className="font-mono">{DEMO_PLAYER.password}</dd>
            </dl>
          </div>
          <Button type="button" variant="accent" size="sm" onClick={useDemoLogin} disabled={busy}>
            <Trans>Use Demo Login</Trans>
          </Button>
        </div>
      </div>

      <FormField
        id="login-email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="login-password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        placeholder={t`Your password`}
        error={errors.password?.message}
        {...form.register('password')}
      />

      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {busy ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
      </Button>
    </form>
  );
}
