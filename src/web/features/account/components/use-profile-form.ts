import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { t } from '@lingui/core/macro';
import type { Me } from '@shared/contracts/me';
import { errorMessage, fieldErrors } from '@/lib/api';
import { useUpdateProfile } from '../api/update-profile';
import { makeProfileSchemas } from '../form-schemas';

type Errors = { name?: string; email?: string; currentPassword?: string };

/**
 * The profile form's fields, their checks and the save. A changed email needs the current password;
 * a field the server refuses is shown under that field, as the form's own checks are.
 */
export function useProfileForm(me: Me) {
  const [name, setName] = useState(me.name);
  const [email, setEmail] = useState(me.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateProfile();
  const emailChanged = email.trim().toLowerCase() !== me.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const { name: nameSchema, email: emailSchema } = makeProfileSchemas();
    const parsedName = nameSchema.safeParse(name);
    if (!parsedName.success) found.name = parsedName.error.issues[0]!.message;
    const parsedEmail = emailSchema.safeParse(email);
    if (!parsedEmail.success) found.email = parsedEmail.error.issues[0]!.message;
    if (emailChanged && currentPassword === '')
      found.currentPassword = t`Enter your current password to change your email`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { name: parsedName.data, ...(emailChanged ? { email: parsedEmail.data, currentPassword } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(t`Profile updated successfully`);
          setName(saved.name);
          setEmail(saved.email);
          setCurrentPassword('');
        },
        onError: (error) => {
          const refused = fieldErrors(error, ['name', 'email', 'currentPassword']);
          if (Object.keys(refused).length > 0) setErrors(refused);
          else toast.error(errorMessage(error, t`Failed to update profile`));
        },
      },
    );
  };

  return {
    name,
    setName,
    email,
    setEmail,
    currentPassword,
    setCurrentPassword,
    emailChanged,
    errors,
    submit,
    saving: save.isPending,
  };
}
