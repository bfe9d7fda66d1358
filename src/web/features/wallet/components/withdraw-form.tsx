import { useRef, useState, type FormEvent } from 'react';
import { Building2, Loader2, Smartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { MIN_WITHDRAWAL_RUPEES } from '@shared/constants';
import {
  checkMethodFields,
  WITHDRAWAL_TEXT,
  withdrawalAmountSchema,
  withdrawalRequestSchema,
  type WithdrawalRequest,
} from '@shared/contracts/withdrawals';
import type { WithdrawalMethod } from '@shared/statuses';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, fieldErrors } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useRequestWithdrawal } from '../api/withdrawals';

type Fields = {
  amount: string;
  upiName: string;
  upiId: string;
  accountHolderName: string;
  accountNumber: string;
  ifscCode: string;
  bankName: string;
};
/** Each field's error; `form`: the spec's general text, shown by the button, when a method field is empty. */
type Errors = Partial<Record<keyof Fields | 'form', string>>;

const LABELS: Record<keyof Fields, string> = {
  amount: 'Amount (₹)',
  upiName: 'Name',
  upiId: 'UPI ID',
  accountHolderName: 'Account Holder Name',
  accountNumber: 'Account Number',
  ifscCode: 'IFSC Code',
  bankName: 'Bank Name',
};

/** The fields each method sends. */
const METHOD_FIELDS = {
  upi: ['upiName', 'upiId'],
  bank: ['accountHolderName', 'accountNumber', 'ifscCode', 'bankName'],
} as const satisfies Record<WithdrawalMethod, readonly (keyof Fields)[]>;

const EMPTY: Fields = {
  amount: '',
  upiName: '',
  upiId: '',
  accountHolderName: '',
  accountNumber: '',
  ifscCode: '',
  bankName: '',
};
const FIELD_NAMES = Object.keys(EMPTY) as (keyof Fields)[];

/**
 * The spec's amount checks in its order, then the method's fields (the shared contract's rules: all
 * present and well formed, then each the text its field takes).
 */
function validate(fields: Fields, method: WithdrawalMethod, balance: number): Errors {
  const errors: Errors = {};
  const amount = fields.amount.trim();
  if (amount === '') errors.amount = WITHDRAWAL_TEXT.amountRequired;
  else if (!/^\d+(\.\d*)?$|^\.\d+$/.test(amount)) errors.amount = WITHDRAWAL_TEXT.amountNotNumber;
  else {
    const parsed = withdrawalAmountSchema.safeParse(Number(amount));
    if (!parsed.success) errors.amount = parsed.error.issues[0]!.message;
    else if (parsed.data > balance) errors.amount = WITHDRAWAL_TEXT.exceedsBalance;
  }
  let missing = false;
  checkMethodFields(
    { method, ...fields },
    (message, path) => {
      errors[path as keyof Fields] ??= message;
    },
    (path) => {
      missing = true;
      return `${LABELS[path as keyof Fields]} is required`;
    },
  );
  if (missing) errors.form = WITHDRAWAL_TEXT.methodFields;
  for (const name of METHOD_FIELDS[method]) {
    const parsed = withdrawalRequestSchema.shape[name].safeParse(fields[name]);
    if (!parsed.success) errors[name] ??= parsed.error.issues[0]!.message;
  }
  return errors;
}

const METHODS: { value: WithdrawalMethod; label: string; icon: typeof Smartphone }[] = [
  { value: 'upi', label: 'UPI', icon: Smartphone },
  { value: 'bank', label: 'Bank Transfer', icon: Building2 },
];

/**
 * The Withdraw tab's form. While the request is on its way, 'Processing Your Withdrawal' replaces it;
 * success resets it. One idempotency key per submitted form: a retry after a lost answer is not a
 * second withdrawal.
 */
export function WithdrawForm({ balance }: { balance: number }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [method, setMethod] = useState<WithdrawalMethod>('upi');
  const [errors, setErrors] = useState<Errors>({});
  const key = useRef<string | null>(null);
  const request = useRequestWithdrawal();

  const change = (name: keyof Fields) => (event: { target: { value: string } }) => {
    key.current = null;
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields, method, balance);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    key.current ??= crypto.randomUUID();
    const body: WithdrawalRequest = {
      idempotencyKey: key.current,
      amount: Number(fields.amount.trim()),
      method,
      ...Object.fromEntries(METHOD_FIELDS[method].map((name) => [name, fields[name]])),
    };
    request.mutate(body, {
      onSuccess: () => {
        toast.success('Your withdrawal request has been submitted successfully', {
          description: 'It will be processed within 24 hours.',
        });
        key.current = null;
        setFields(EMPTY);
      },
      onError: (error) => {
        // A field the server refused is shown under that field, as the form's own checks are.
        const refused = fieldErrors(error, FIELD_NAMES);
        if (Object.keys(refused).length > 0) {
          setErrors(refused);
          return;
        }
        toast.error('Failed to submit withdrawal request', {
          description: errorMessage(error, 'Please try again later.'),
        });
      },
    });
  };

  if (request.isPending)
    return (
      <Card role="status" className="grid place-items-center gap-3 px-6 py-14 text-center">
        <Loader2 className="size-10 animate-spin text-accent" aria-hidden="true" />
        <h3 className="text-lg font-bold">Processing Your Withdrawal</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          Please wait while we submit your request. Do not close this page.
        </p>
      </Card>
    );

  const field = (name: keyof Fields, props: Record<string, unknown> = {}) => (
    <FormField
      id={`withdraw-${name}`}
      label={LABELS[name]}
      value={fields[name]}
      onChange={change(name)}
      error={errors[name]}
      autoComplete="off"
      {...props}
    />
  );

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Withdraw funds">
        {field('amount', {
          inputMode: 'decimal',
          placeholder: `Minimum ₹${MIN_WITHDRAWAL_RUPEES}`,
          hint: `Minimum ₹${MIN_WITHDRAWAL_RUPEES}. Processed within 24 hours.`,
        })}
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Withdrawal Method</legend>
          <div role="radiogroup" aria-label="Withdrawal Method" className="grid grid-cols-2 gap-2">
            {METHODS.map(({ value, label, icon: Icon }) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={method === value}
                onClick={() => {
                  key.current = null;
                  setMethod(value);
                  setErrors({});
                }}
                className={cn(
                  'flex min-h-12 items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors',
                  method === value
                    ? 'border-accent bg-accent/15 text-white'
                    : 'border-border bg-card text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
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
            {field('accountHolderName', { autoComplete: 'name' })}
            {field('accountNumber', { inputMode: 'numeric' })}
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
          Request Withdrawal
        </Button>
      </form>
    </Card>
  );
}
