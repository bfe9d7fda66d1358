import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { LoaderCircle } from 'lucide-react';
import { registerFormSchema } from '@shared/contracts/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { errorMessage, fieldErrors } from '@/lib/api';
import { offerNewAccountStep } from '@/lib/session';
import { useSignUp } from '../api/sign-up';

/** The fields the server checks (the confirmation is the form's own). */
const SERVER_FIELDS = ['name', 'phone', 'email', 'password'] as const;

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', phone: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signUp.isPending;

  const onSubmit = form.handleSubmit(async ({ name, phone, email, password }) => {
    try {
      await signUp.mutateAsync({ name, phone, email, password });
    } catch (error) {
      // A field the server refused is shown under that field, as the form's own checks are.
      const refused = fieldErrors(error, SERVER_FIELDS);
      for (const field of SERVER_FIELDS) {
        const message = refused[field];
        if (message) form.setError(field, { message });
      }
      if (Object.keys(refused).length === 0) toast.error(errorMessage(error, 'Registration failed'));
      return;
    }
    toast.success('Account created successfully');
    form.reset();
    offerNewAccountStep();
    onSuccess();
  });

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
