import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { emailSchema, nameSchema } from '@shared/contracts/auth';
import type { Me } from '@shared/contracts/me';
import { errorMessage, fieldErrors } from '@/lib/api';
import { useUpdateProfile } from '../api/account';

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
    const parsedName = nameSchema.safeParse(name);
    if (!parsedName.success) found.name = parsedName.error.issues[0]!.message;
    const parsedEmail = emailSchema.safeParse(email);
    if (!parsedEmail.success) found.email = parsedEmail.error.issues[0]!.message;
    if (emailChanged && currentPassword === '')
      found.currentPassword = 'Enter your current password to change your email';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { name: parsedName.data, ...(emailChanged ? { email: parsedEmail.data, currentPassword } : {}) },
      {
        onSuccess: (saved) => {
          toast.success('Profile updated successfully');
          setName(saved.name);
          setEmail(saved.email);
          setCurrentPassword('');
        },
        onError: (error) => {
          const refused = fieldErrors(error, ['name', 'email', 'currentPassword']);
          if (Object.keys(refused).length > 0) setErrors(refused);
          else toast.error(errorMessage(error, 'Failed to update profile'));
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
