import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { errorMessage, fieldErrors } from '@/lib/api';
import { offerNewAccountStep } from '@/lib/signed-in';
import { useSignUp } from '../api/sign-up';
import { authFormMessages, localAuthSchemas } from '@/lib/auth-messages';

/** The fields the server checks (the confirmation is the form's own). */
const SERVER_FIELDS = ['name', 'phone', 'email', 'password'] as const;

/**
 * The registration form and its sign-up: a field the server refuses is shown under that field, as
 * the form's own checks are; on success the form empties, the new-account step is offered and
 * `onSuccess` runs.
 */
export function useRegisterForm(onSuccess: () => void) {
  const signUp = useSignUp();
  const { t } = useLingui();
  // Rebuilt when the language changes, so the next check speaks it.
  const schema = useMemo(() => localAuthSchemas(t).registerFormSchema, [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', phone: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name, phone, email, password }) => {
    try {
      await signUp.mutateAsync({ name, phone, email, password });
    } catch (error) {
      const refused = fieldErrors(error, SERVER_FIELDS, authFormMessages(t));
      for (const field of SERVER_FIELDS) {
        const message = refused[field];
        if (message) form.setError(field, { message });
      }
      if (Object.keys(refused).length === 0) toast.error(errorMessage(error, t`Registration failed`));
      return;
    }
    toast.success(t`Account created successfully`);
    form.reset();
    offerNewAccountStep();
    onSuccess();
  });

  return { form, onSubmit, busy: form.formState.isSubmitting || signUp.isPending };
}
