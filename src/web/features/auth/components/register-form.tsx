import { LoaderCircle } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useRegisterForm } from './use-register-form';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { form, onSubmit, busy } = useRegisterForm(onSuccess);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        id="register-name"
        label="Full Name"
        autoComplete="name"
        placeholder="Rohit Sharma"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        id="register-phone"
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        id="register-email"
        label="Email"
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
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          id="register-confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Repeat password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>

      <p className="text-xs text-muted-foreground">
        By creating an account you confirm you are 18 or older and accept our Terms &amp; Conditions.
      </p>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
