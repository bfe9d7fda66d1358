import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { adminLoginSchema } from '@shared/contracts/admin';
import { BrandLogo } from '@/components/brand-logo';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useAdminAccess } from '@/lib/signed-in-admin';
import { usePageTitle } from '@/lib/title';
import { NotAdminError, useEnterBackOffice } from '../api/enter-back-office';

const DASHBOARD = '/bookdashboard';

/** Where the guard sent the admin from, if it was a back-office page. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from.startsWith('/bookdashboard') || from === '/admin')
    ? from
    : DASHBOARD;
}

/** /booklogin: the back office's sign-in, through the same accounts as the players'. */
export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const access = useAdminAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const enter = useEnterBackOffice();
  const form = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || enter.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await enter.mutateAsync(values);
    } catch (error) {
      toast.error(error instanceof NotAdminError ? error.message : errorMessage(error, 'Login failed'));
      return;
    }
    toast.success('Login successful');
    navigate(returnPath(location.state), { replace: true });
  });

  if (access.data?.status === 'admin' && !enter.isPending && !enter.isSuccess) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      {access.isPending ? (
        <PageSpinner label="Checking your access" />
      ) : (
        <Card className="grid w-full max-w-md gap-6 p-6 sm:p-8">
          <div className="grid justify-items-center gap-3 text-center">
            <BrandLogo className="size-12" />
            <div className="grid gap-1">
              <h1 className="flex items-center justify-center gap-2 text-2xl font-bold">
                <ShieldCheck className="size-6 text-indigo-300" aria-hidden="true" />
                Admin Login
              </h1>
              <p className="text-sm text-muted-foreground">Sign in to the IPL Betting back office</p>
            </div>
          </div>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <FormField
              id="admin-email"
              label="Email"
              type="email"
              autoComplete="username"
              placeholder="admin@example.com"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <FormField
              id="admin-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              placeholder="Enter your password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </Card>
      )}
    </main>
  );
}
