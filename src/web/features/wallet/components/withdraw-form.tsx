import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, Loader2, Smartphone } from 'lucide-react';
import { MIN_WITHDRAWAL_RUPEES } from '@shared/constants';
import type { WithdrawalMethod } from '@shared/statuses';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { fieldLabel, type Fields } from '../lib/withdraw-form-schema';
import { useWithdrawForm } from './use-withdraw-form';

const METHODS: { value: WithdrawalMethod; label: MessageDescriptor; icon: typeof Smartphone }[] = [
  { value: 'upi', label: msg`UPI`, icon: Smartphone },
  { value: 'bank', label: msg`Bank Transfer`, icon: Building2 },
];

/**
 * The Withdraw tab's form (what it does: useWithdrawForm). While the request is on its way,
 * 'Processing Your Withdrawal' replaces it.
 */
export function WithdrawForm({ balance }: { balance: number }) {
  const { t, i18n } = useLingui();
  const { fields, method, errors, change, chooseMethod, submit, pending } = useWithdrawForm(balance);

  if (pending) return <Processing />;
  const field = (name: keyof Fields, props: Record<string, unknown> = {}) => (
    <FormField
      id={`withdraw-${name}`}
      label={fieldLabel(name)}
      value={fields[name]}
      onChange={change(name)}
      error={errors[name]}
      autoComplete="off"
      {...props}
    />
  );

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t`Withdraw funds`}>
        {field('amount', {
          inputMode: 'decimal',
          placeholder: t`Minimum ₹${MIN_WITHDRAWAL_RUPEES}`,
          hint: t`Minimum ₹${MIN_WITHDRAWAL_RUPEES}. Processed within 24 hours.`,
        })}
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Withdrawal Method</Trans>
          </legend>
          <div role="radiogroup" aria-label={t`Withdrawal Method`} className="grid grid-cols-2 gap-2">
            {METHODS.map(({ value, label, icon: Icon }) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={method === value}
                onClick={() => chooseMethod(value)}
                className={cn(
                  'flex min-h-12 items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors',
                  method === value
                    ? 'border-accent bg-accent/15 text-white'
                    : 'border-border bg-card text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {i18n._(label)}
              </button>
            ))}
          </div>
        </fieldset>
        {method === 'upi' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {field('upiName', { autoComplete: 'name' })}
            {field('upiId', { placeholder: 'name@bank', autoCapitalize: 'none' })}
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {field('accountHolderName', { autoComplete: 'name', className: 'sm:col-span-2' })}
            {field('accountNumber', { inputMode: 'numeric' })}
            {field('accountNumberConfirm', { inputMode: 'numeric' })}
            {field('ifscCode', { placeholder: 'HDFC0001234', autoCapitalize: 'characters' })}
            {field('bankName')}
          </div>
        )}
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-300">
            {errors.form}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full sm:w-fit">
          <Trans>Request Withdrawal</Trans>
        </Button>
      </form>
    </Card>
  );
}

function Processing() {
  return (
    <Card role="status" className="grid place-items-center gap-3 px-6 py-14 text-center">
      <Loader2 className="size-10 animate-spin text-accent" aria-hidden="true" />
      <h3 className="text-lg font-bold">
        <Trans>Processing Your Withdrawal</Trans>
      </h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        <Trans>Please wait while we submit your request. Do not close this page.</Trans>
      </p>
    </Card>
  );
}
