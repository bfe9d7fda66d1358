import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import type { WithdrawalRequest } from '@shared/contracts/withdrawals';
import type { WithdrawalMethod } from '@shared/statuses';
import { errorMessage, fieldErrors } from '@/lib/api';
import { requestKeys } from '@/lib/request-keys';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import {
  EMPTY_FIELDS as EMPTY,
  METHOD_FIELDS,
  withdrawFormErrors,
  type Errors,
  type Fields,
} from '../lib/withdraw-form-schema';

const FIELD_NAMES = Object.keys(EMPTY) as (keyof Fields)[];

/**
 * The Withdraw form's state and behaviour: its fields and errors, the method, and `submit`, which
 * checks the form as the spec says, then sends it with its request's idempotency key (requestKeys: a
 * retry after a lost answer is not a second withdrawal, a changed form is a new request), shows a field
 * the server refused under that field, and resets the form on success.
 */
export function useWithdrawForm(balance: number) {
  const { t } = useLingui();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [method, setMethod] = useState<WithdrawalMethod>('upi');
  const [errors, setErrors] = useState<Errors>({});
  const [keys] = useState(requestKeys<Omit<WithdrawalRequest, 'idempotencyKey'>>);
  const request = useRequestWithdrawal();

  const change = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = withdrawFormErrors(fields, method, balance);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const withdrawal = {
      amount: Number(fields.amount.trim()),
      method,
      ...Object.fromEntries(METHOD_FIELDS[method].map((name) => [name, fields[name]])),
    };
    request.mutate(
      { ...withdrawal, idempotencyKey: keys.keyFor(withdrawal) },
      {
        onSuccess: () => {
          keys.succeeded();
          toast.success(t`Your withdrawal request has been submitted successfully`, {
            description: t`It will be processed within 24 hours.`,
          });
          setFields(EMPTY);
        },
        onError: (error) => {
          // A field the server refused is shown under that field, as the form's own checks are.
          const refused = fieldErrors(error, FIELD_NAMES);
          if (Object.keys(refused).length > 0) {
            setErrors(refused);
            return;
          }
          toast.error(t`Failed to submit withdrawal request`, {
            description: errorMessage(error, t`Please try again later.`),
          });
        },
      },
    );
  };

  const chooseMethod = (value: WithdrawalMethod) => {
    setMethod(value);
    setErrors({});
  };

  return { fields, method, errors, change, chooseMethod, submit, pending: request.isPending };
}
