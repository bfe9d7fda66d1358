import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import { MIN_WITHDRAWAL_RUPEES } from '@shared/constants';
import {
  checkMethodFields,
  METHOD_FIELD_MAX,
  methodFieldSchema,
  withdrawalAmountSchemaWith,
  type WithdrawalMessages,
} from '@shared/contracts/withdrawals';
import type { WithdrawalMethod } from '@shared/statuses';

export type Fields = {
  amount: string;
  upiName: string;
  upiId: string;
  accountHolderName: string;
  accountNumber: string;
  /** The account number typed again: the form only, so that a slip of a finger pays no one else. */
  accountNumberConfirm: string;
  ifscCode: string;
  bankName: string;
};
/** A form with nothing typed yet. */
export const EMPTY_FIELDS: Fields = {
  amount: '',
  upiName: '',
  upiId: '',
  accountHolderName: '',
  accountNumber: '',
  accountNumberConfirm: '',
  ifscCode: '',
  bankName: '',
};

/** Each field's error; `form`: the spec's general text, shown by the button, when a method field is empty. */
export type Errors = Partial<Record<keyof Fields | 'form', string>>;

const LABELS: Record<keyof Fields, MessageDescriptor> = {
  amount: msg`Amount (₹)`,
  upiName: msg`Name`,
  upiId: msg`UPI ID`,
  accountHolderName: msg`Account Holder Name`,
  accountNumber: msg`Account Number`,
  accountNumberConfirm: msg`Confirm Account Number`,
  ifscCode: msg`IFSC Code`,
  bankName: msg`Bank Name`,
};

/** A field's label in the active language. */
export const fieldLabel = (name: keyof Fields) => i18n._(LABELS[name]);

/** The fields each method sends. */
export const METHOD_FIELDS = {
  upi: ['upiName', 'upiId'],
  bank: ['accountHolderName', 'accountNumber', 'ifscCode', 'bankName'],
} as const satisfies Record<WithdrawalMethod, readonly (keyof Fields)[]>;

/** The withdrawal checks' messages in the active language (in English, the spec's texts verbatim). */
function withdrawalMessages(): WithdrawalMessages {
  return {
    amountRequired: t`Amount is required`,
    amountNotNumber: t`Amount must be a number`,
    minimum: t`Minimum withdrawal amount is ₹${MIN_WITHDRAWAL_RUPEES}`,
    exceedsBalance: t`Amount exceeds your available balance`,
    twoDecimals: t`Amount can have at most 2 decimal places`,
    methodFields: t`Please fill all required fields for the selected withdrawal method`,
    bankDetails: t`All bank account details are required`,
    upiIdFormat: t`Enter a UPI ID like name@bank`,
    accountNumberFormat: t`Account number must be 9 to 18 digits`,
    ifscFormat: t`IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g. HDFC0001234)`,
    holderNameFormat: t`Account holder name can have only letters, spaces and . ' -`,
  };
}

/** A method field's own rules (length, characters that are text), its refusals naming its label. */
function methodFieldCheck(name: (typeof METHOD_FIELDS)[WithdrawalMethod][number]) {
  const label = fieldLabel(name);
  const max = METHOD_FIELD_MAX[name];
  return methodFieldSchema(name, label, {
    tooLong: t`At most ${max} characters`,
    refusals: {
      control: t`${label} cannot contain control characters`,
      invalidCharacter: t`${label} contains an invalid character`,
      directionControl: t`${label} cannot contain direction controls`,
    },
  });
}

/**
 * The Withdraw form's checks, with its messages in the active language (build it when checking: the
 * language is read then). The spec's amount checks in its order, then the method's fields (the shared
 * contract's rules: all present and well formed, then each the text its field takes). Each field's
 * first issue is its error.
 */
function withdrawFormSchema(method: WithdrawalMethod, balance: number) {
  const text = withdrawalMessages();
  const amountSchema = withdrawalAmountSchemaWith(text);
  const field = z.string();
  return z
    .object({
      amount: field,
      upiName: field,
      upiId: field,
      accountHolderName: field,
      accountNumber: field,
      accountNumberConfirm: field,
      ifscCode: field,
      bankName: field,
    })
    .superRefine((fields, ctx) => {
      const issue = (message: string, path: keyof Fields | 'form') =>
        ctx.addIssue({ code: 'custom', message, path: [path] });
      const amount = fields.amount.trim();
      if (amount === '') issue(text.amountRequired, 'amount');
      else if (!/^\d+(\.\d*)?$|^\.\d+$/.test(amount)) issue(text.amountNotNumber, 'amount');
      else {
        const parsed = amountSchema.safeParse(Number(amount));
        if (!parsed.success) issue(parsed.error.issues[0]!.message, 'amount');
        else if (parsed.data > balance) issue(text.exceedsBalance, 'amount');
      }
      let missing = false;
      checkMethodFields(
        { method, ...fields },
        (message, path) => issue(message, path as keyof Fields),
        (path) => {
          missing = true;
          const label = fieldLabel(path as keyof Fields);
          return t`${label} is required`;
        },
        text,
      );
      if (method === 'bank') {
        const confirm = fields.accountNumberConfirm.trim();
        if (confirm === '') {
          const label = fieldLabel('accountNumberConfirm');
          issue(t`${label} is required`, 'accountNumberConfirm');
          missing = true;
        } else if (confirm !== fields.accountNumber.trim())
          issue(t`Account numbers do not match`, 'accountNumberConfirm');
      }
      if (missing) issue(text.methodFields, 'form');
      for (const name of METHOD_FIELDS[method]) {
        const parsed = methodFieldCheck(name).safeParse(fields[name]);
        if (!parsed.success) issue(parsed.error.issues[0]!.message, name);
      }
    });
}

/** The form's errors: each field's first issue, none when it passes. */
export function withdrawFormErrors(fields: Fields, method: WithdrawalMethod, balance: number): Errors {
  const result = withdrawFormSchema(method, balance).safeParse(fields);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as keyof Errors] ??= issue.message;
  return errors;
}
