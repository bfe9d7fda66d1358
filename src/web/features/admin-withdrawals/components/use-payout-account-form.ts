import { useState, type FormEvent } from 'react';
import {
  impsDetailInputSchema,
  upiDetailInputSchema,
  type ImpsDetail,
  type UpiDetail,
} from '@shared/contracts/withdrawals';
import type { PayoutKind } from '../api/get-payout-accounts';

type Values = Record<string, string | boolean>;

/** The text fields of each kind of payout account, in the form's order. */
export const PAYOUT_FIELDS: Record<PayoutKind, { name: string; label: string; placeholder?: string }[]> = {
  upi: [
    { name: 'name', label: 'Name' },
    { name: 'upiId', label: 'UPI ID', placeholder: 'name@bank' },
  ],
  imps: [
    { name: 'name', label: 'Name' },
    { name: 'accountNumber', label: 'Account Number' },
    { name: 'ifscCode', label: 'IFSC Code', placeholder: 'HDFC0001234' },
    { name: 'bankName', label: 'Bank Name' },
  ],
};

const initial = (kind: PayoutKind, account: UpiDetail | ImpsDetail | null): Values =>
  Object.fromEntries([
    ...PAYOUT_FIELDS[kind].map((f) => [
      f.name,
      account ? String((account as Record<string, unknown>)[f.name] ?? '') : '',
    ]),
    ['isActive', account ? account.isActive : true],
  ]);

/**
 * The payout account form: its values (the account's, or empty for a new one), each field's error
 * (the contract's, or the server's through `onSave`'s `refused`), and the submit.
 */
export function usePayoutAccountForm(
  kind: PayoutKind,
  target: UpiDetail | ImpsDetail | 'new' | null,
  onSave: (values: Record<string, unknown>, refused: (errors: Record<string, string>) => void) => void,
) {
  const editing = target !== null && target !== 'new' ? target : null;
  const [values, setValues] = useState<Values>(() => initial(kind, editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shownFor, setShownFor] = useState(target);
  if (shownFor !== target) {
    // A different account (or a new one) opened the dialog: start from its values.
    setShownFor(target);
    setValues(initial(kind, editing));
    setErrors({});
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (kind === 'upi' ? upiDetailInputSchema : impsDetailInputSchema).safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    onSave(parsed.data, setErrors);
  };

  return {
    editing,
    values,
    errors,
    /** Typing in a field clears its error. */
    setField: (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: '' }));
    },
    setActive: (checked: boolean) => setValues((v) => ({ ...v, isActive: checked })),
    submit,
  };
}
