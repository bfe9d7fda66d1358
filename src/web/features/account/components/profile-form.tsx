import { useLingui } from '@lingui/react/macro';
import type { Me } from '@shared/contracts/me';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useProfileForm } from './use-profile-form';

/** Name and email are editable (a new email needs the current password); the phone never changes. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useLingui();
  const form = useProfileForm(me);

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={form.submit} className="grid gap-4 sm:max-w-lg" aria-label={t`Profile`}>
        <FormField
          id="profile-name"
          label={t`Full Name`}
          value={form.name}
          onChange={(e) => form.setName(e.target.value)}
          error={form.errors.name}
          autoComplete="name"
          maxLength={120}
        />
        <FormField
          id="profile-email"
          label={t`Email`}
          type="email"
          value={form.email}
          onChange={(e) => form.setEmail(e.target.value)}
          error={form.errors.email}
          autoComplete="email"
          hint={t`You sign in with this email.`}
        />
        {form.emailChanged && (
          <FormField
            id="profile-current-password"
            label={t`Current Password`}
            type="password"
            value={form.currentPassword}
            onChange={(e) => form.setCurrentPassword(e.target.value)}
            error={form.errors.currentPassword}
            autoComplete="current-password"
            hint={t`Needed to change the email you sign in with.`}
          />
        )}
        <FormField
          id="profile-phone"
          label={t`Phone Number`}
          value={me.phone}
          disabled
          hint={t`Your phone number cannot be changed.`}
          readOnly
        />
        <Button type="submit" disabled={form.saving} className="w-full sm:w-fit">
          {form.saving ? t`Saving...` : t`Save Changes`}
        </Button>
      </form>
    </Card>
  );
}
