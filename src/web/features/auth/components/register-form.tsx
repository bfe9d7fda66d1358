import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useRegisterForm } from './use-register-form';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { form, onSubmit, busy } = useRegisterForm(onSuccess);
  const { errors } = form.formState;
  const { t } = useLingui();

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        id="register-name"
        label={t`Full Name`}
        autoComplete="name"
        placeholder="Rohit Sharma"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        id="register-phone"
        label={t`Phone Number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        id="register-email"
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id="register-password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          placeholder={t`At least 6 characters`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          id="register-confirm-password"
          label={t`Confirm Password`}
          type="password"
          autoComplete="new-password"
          placeholder={t`Repeat password`}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>

      <p className="text-xs text-muted-foreground">
        <Trans>
          By creating an account you confirm you are 18 or older and accept our Terms &amp; Conditions.
        </Trans>
      </p>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {busy ? <Trans>Creating Account...</Trans> : <Trans>Create Account</Trans>}
      </Button>
    </form>
  );
}
