import { useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useChangePassword } from '../api/change-password';
import { useSignInSessions } from '../api/get-sign-in-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { makePasswordChangeSchema } from '../form-schemas';
import { formatDateTime } from '@shared/format-date';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { deviceName } from './device-name';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

function ChangePasswordForm() {
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const parsed = makePasswordChangeSchema().safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = t`Passwords do not match`;
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return;
    change.mutate(parsed.data, {
      onSuccess: ({ signedOut }) => {
        toast.success(t`Password updated successfully`, {
          description:
            signedOut > 0
              ? t`${plural(signedOut, { one: 'Signed out of # other session.', other: 'Signed out of # other sessions.' })}`
              : undefined,
        });
        setValues(EMPTY);
      },
      onError: (error) => toast.error(errorMessage(error, t`Failed to update password`)),
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormField
      id={`password-${name}`}
      label={label}
      type="password"
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((er) => ({ ...er, [name]: undefined }));
      }}
      error={errors[name]}
      autoComplete={autoComplete}
    />
  );

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="mb-4 text-lg font-bold">
        <Trans>Change Password</Trans>
      </h3>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg" aria-label={t`Change Password`}>
        {field('currentPassword', t`Current Password`, 'current-password')}
        {field('newPassword', t`New Password`, 'new-password')}
        {field('confirmPassword', t`Confirm New Password`, 'new-password')}
        <p className="text-sm text-muted-foreground">
          <Trans>Your other devices are signed out when the password changes.</Trans>
        </p>
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-fit">
          {change.isPending ? t`Updating...` : t`Update Password`}
        </Button>
      </form>
    </Card>
  );
}

function SessionsList() {
  const locale = useActiveLocale();
  const { t } = useLingui();
  const sessions = useSignInSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold">
          <Trans>Active Sessions</Trans>
        </h3>
        <Button
          variant="outline"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: ({ signedOut }) =>
                toast.success(
                  t`${plural(signedOut, { one: 'Signed out of # other session', other: 'Signed out of # other sessions' })}`,
                ),
              onError: (error) => toast.error(errorMessage(error, t`Failed to sign out other sessions`)),
            })
          }
        >
          <LogOut aria-hidden="true" />
          <Trans>Sign out other sessions</Trans>
        </Button>
      </div>
      {sessions.isPending ? (
        <div role="status" aria-label={t`Loading sessions`} className="grid gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <LoadError
          title={t`Error loading sessions`}
          text={t`Your sessions could not be loaded.`}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <ul className="grid gap-2" aria-label={t`Active sessions`}>
          {sessions.data.map((s) => {
            const lastActive = formatDateTime(new Date(s.lastActive), locale);
            return (
              <li key={s.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
                <MonitorSmartphone className="size-5 shrink-0 text-indigo-300" aria-hidden="true" />
                <div className="grid min-w-0 flex-1">
                  <span className="font-medium">{deviceName(s.device)}</span>
                  <span className="text-xs text-muted-foreground">
                    <Trans>Last active {lastActive}</Trans>
                  </span>
                </div>
                {s.current && (
                  <Badge variant="success">
                    <Trans>This device</Trans>
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** The Security tab: change the password, see where the account is signed in, sign the others out. */
export function SecurityPanel() {
  return (
    <div className="grid gap-6">
      <ChangePasswordForm />
      <SessionsList />
    </div>
  );
}
