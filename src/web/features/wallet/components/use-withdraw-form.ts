import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import {
  checkMethodFields,
  WITHDRAWAL_TEXT,
  withdrawalAmountSchema,
  withdrawalRequestSchema,
  type WithdrawalRequest,
} from '@shared/contracts/withdrawals';
import type { WithdrawalMethod } from '@shared/statuses';
import { errorMessage, fieldErrors } from '@/lib/api';
import { useRequestWithdrawal } from '../api/withdrawals';

export type Fields = {
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

export const LABELS: Record<keyof Fields, string> = {
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

/**
 * The Withdraw form's state and behaviour: its fields and errors, the method, and `submit`, which
 * checks the form as the spec says, then sends it with one idempotency key per submitted form (a retry
 * after a lost answer is not a second withdrawal), shows a field the server refused under that field,
 * and resets the form on success.
 */
export function useWithdrawForm(balance: number) {
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

  const chooseMethod = (value: WithdrawalMethod) => {
    key.current = null;
    setMethod(value);
    setErrors({});
  };

  return { fields, method, errors, change, chooseMethod, submit, pending: request.isPending };
}
