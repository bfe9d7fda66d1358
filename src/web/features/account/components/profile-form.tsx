import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { emailSchema, nameSchema } from '@shared/contracts/auth';
import type { Me } from '@shared/contracts/me';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, fieldErrors } from '@/lib/api';
import { useUpdateProfile } from '../api/account';

/** Name and email are editable (a new email needs the current password); the phone never changes. */
export function ProfileForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [email, setEmail] = useState(me.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; currentPassword?: string }>({});
  const save = useUpdateProfile();
  const emailChanged = email.trim().toLowerCase() !== me.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
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
          // A field the server refused is shown under that field, as the form's own checks are.
          const refused = fieldErrors(error, ['name', 'email', 'currentPassword']);
          if (Object.keys(refused).length > 0) setErrors(refused);
          else toast.error(errorMessage(error, 'Failed to update profile'));
        },
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg" aria-label="Profile">
        <FormField
          id="profile-name"
          label="Full Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          autoComplete="name"
          maxLength={120}
        />
        <FormField
          id="profile-email"
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          autoComplete="email"
          hint="You sign in with this email."
        />
        {emailChanged && (
          <FormField
            id="profile-current-password"
            label="Current Password"
            type="password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={errors.currentPassword}
            autoComplete="current-password"
            hint="Needed to change the email you sign in with."
          />
        )}
        <FormField
          id="profile-phone"
          label="Phone Number"
          value={me.phone}
          disabled
          hint="Your phone number cannot be changed."
          readOnly
        />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-fit">
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Card>
  );
}
