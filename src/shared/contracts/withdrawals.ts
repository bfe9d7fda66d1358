import { z } from 'zod';
import { MIN_WITHDRAWAL_RUPEES } from '../constants';
import { WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES } from '../statuses';
import { idSchema, uuidSchema } from './ids';
import { rupeesSchema } from './rupees';
import { textSchema, type TextRefusals } from './text';

/**
 * Withdrawals and the operator's payout accounts, as the API speaks them (rupees, camelCase; the
 * database keeps the spec's column names). The player's form and the server validate with these same
 * rules and texts (spec section 5, "Withdrawal amount" and "Withdrawal method fields").
 */
export const WITHDRAWAL_TEXT = {
  amountRequired: 'Amount is required',
  amountNotNumber: 'Amount must be a number',
  minimum: `Minimum withdrawal amount is ₹${MIN_WITHDRAWAL_RUPEES}`,
  exceedsBalance: 'Amount exceeds your available balance',
  twoDecimals: 'Amount can have at most 2 decimal places',
  methodFields: 'Please fill all required fields for the selected withdrawal method',
  bankDetails: 'All bank account details are required',
  upiIdFormat: 'Enter a UPI ID like name@bank',
  accountNumberFormat: 'Account number must be 9 to 18 digits',
  ifscFormat: 'IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g. HDFC0001234)',
  holderNameFormat: "Account holder name can have only letters, spaces and . ' -",
} as const;

/** The withdrawal checks' messages in one language: the server's are WITHDRAWAL_TEXT, the form's the player's. */
export type WithdrawalMessages = Record<keyof typeof WITHDRAWAL_TEXT, string>;

/** The largest amount the API accepts at all; the balance is the real limit. */
const MAX_AMOUNT_RUPEES = 1_000_000_000;
const NAME_MAX = 80;

/** `name@handle`: what every UPI app shows as a UPI ID (virtual payment address). */
const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** Indian Financial System Code: bank (4 letters), a zero, branch (6 letters or digits). */
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/**
 * The name on a bank account as banks check it: letters of any script (with their marks, as Hindi
 * writes them), spaces, and the punctuation names carry (R. K. Singh, D'Souza, Rao-Patil); it starts
 * with a letter. The server's request and the player's form both check it with this schema.
 */
const accountHolderNameSchema = (message: string) => z.string().regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, message);

/** The amount's rules, with the messages of one language. */
export const withdrawalAmountSchemaWith = (text: WithdrawalMessages) =>
  rupeesSchema({
    notANumber: text.amountNotNumber,
    tooManyDecimals: text.twoDecimals,
    tooSmall: text.minimum,
    tooLarge: text.exceedsBalance,
  })
    .min(MIN_WITHDRAWAL_RUPEES, text.minimum)
    .max(MAX_AMOUNT_RUPEES, text.exceedsBalance);
const withdrawalAmountSchema = withdrawalAmountSchemaWith(WITHDRAWAL_TEXT).meta({
  example: MIN_WITHDRAWAL_RUPEES,
});

const NAME_TOO_LONG = `At most ${NAME_MAX} characters`;
const CODE_MAX = 300;

type MethodField = Exclude<keyof MethodFields, 'method'>;
/** The most characters each method field takes: a name, or a code (UPI ID, account number, IFSC). */
export const METHOD_FIELD_MAX: Record<MethodField, number> = {
  upiName: NAME_MAX,
  upiId: CODE_MAX,
  accountHolderName: NAME_MAX,
  accountNumber: CODE_MAX,
  ifscCode: CODE_MAX,
  bankName: NAME_MAX,
};

/**
 * A name or a code the player types; required or not by the method (checkMethodFields). `messages`:
 * its refusals in the player's language (the form's); by default English, naming the field (`label`).
 */
export const methodFieldSchema = (
  field: MethodField,
  label: string,
  messages?: { tooLong: string; refusals: TextRefusals },
) =>
  textSchema(label, {
    max: METHOD_FIELD_MAX[field],
    tooLong: messages?.tooLong ?? (METHOD_FIELD_MAX[field] === NAME_MAX ? NAME_TOO_LONG : undefined),
    refusals: messages?.refusals,
  }).optional();

type MethodFields = {
  method: (typeof WITHDRAWAL_METHODS)[number];
  upiName?: string;
  upiId?: string;
  accountHolderName?: string;
  accountNumber?: string;
  ifscCode?: string;
  bankName?: string;
};

/**
 * The method's fields: all present (else, for each missing field, `missingText`: by default the spec's
 * texts, the UPI one for UPI and the server's bank text for bank), then well formed (`text`: the
 * messages' language). The form passes a text per field, so each empty input names itself.
 */
export function checkMethodFields(
  value: MethodFields,
  issue: (message: string, path: keyof MethodFields) => void,
  missingText: (path: keyof MethodFields) => string = (path) =>
    path === 'upiName' || path === 'upiId' ? WITHDRAWAL_TEXT.methodFields : WITHDRAWAL_TEXT.bankDetails,
  text: WithdrawalMessages = WITHDRAWAL_TEXT,
) {
  const blank = (s: string | undefined) => !s || s.trim() === '';
  const fields =
    value.method === 'upi'
      ? (['upiName', 'upiId'] as const)
      : (['accountHolderName', 'accountNumber', 'ifscCode', 'bankName'] as const);
  const missing = fields.filter((f) => blank(value[f]));
  for (const path of missing) issue(missingText(path), path);
  if (missing.length > 0) return;
  if (value.method === 'upi') {
    if (!UPI_ID_PATTERN.test(value.upiId!.trim())) issue(text.upiIdFormat, 'upiId');
    return;
  }
  if (!accountHolderNameSchema(text.holderNameFormat).safeParse(value.accountHolderName!.trim()).success)
    issue(text.holderNameFormat, 'accountHolderName');
  if (!ACCOUNT_NUMBER_PATTERN.test(value.accountNumber!.trim()))
    issue(text.accountNumberFormat, 'accountNumber');
  if (!IFSC_PATTERN.test(value.ifscCode!.trim().toUpperCase())) issue(text.ifscFormat, 'ifscCode');
}

/** POST /api/me/withdrawals. A repeated idempotencyKey returns the first request and debits nothing. */
export const withdrawalRequestSchema = z
  .object({
    idempotencyKey: uuidSchema('idempotencyKey'),
    amount: withdrawalAmountSchema,
    method: z.enum(WITHDRAWAL_METHODS, { error: 'Method must be upi or bank' }),
    upiName: methodFieldSchema('upiName', 'Name'),
    upiId: methodFieldSchema('upiId', 'UPI ID').meta({ example: 'asha@okaxis' }),
    accountHolderName: methodFieldSchema('accountHolderName', 'Account holder name'),
    accountNumber: methodFieldSchema('accountNumber', 'Account number').meta({ example: '123456789012' }),
    ifscCode: methodFieldSchema('ifscCode', 'IFSC code').meta({ example: 'HDFC0001234' }),
    bankName: methodFieldSchema('bankName', 'Bank name'),
  })
  .superRefine((value, ctx) =>
    checkMethodFields(value, (message, path) => ctx.addIssue({ code: 'custom', message, path: [path] })),
  );
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** A player's own withdrawal: the payout details masked (they are shown on shared screens). */
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(WITHDRAWAL_METHODS),
  /** e.g. 'ra••••@okaxis' or 'HDFC Bank ••••5678'. */
  details: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectionReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsListSchema = z.object({ withdrawals: z.array(withdrawalSchema) });
export const withdrawalCreatedSchema = z.object({ withdrawal: withdrawalSchema, balance: z.number() });
export type WithdrawalCreated = z.infer<typeof withdrawalCreatedSchema>;

// --- The operator's side ---

/** Which withdrawals an admin lists: the open ones by default (pending, or awaiting a second admin). */
export const adminWithdrawalsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});

export const TWO_APPROVAL_REASONS = ['LARGE', 'CORRECTABLE_WINNINGS'] as const;
export type TwoApprovalReason = (typeof TWO_APPROVAL_REASONS)[number];

export const adminWithdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  amount: z.number(),
  method: z.enum(WITHDRAWAL_METHODS),
  upiName: z.string().nullable(),
  upiId: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  ifscCode: z.string().nullable(),
  bankName: z.string().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectionReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** Above the four-eyes amount, the admin who approved first; a different admin confirms. */
  firstApprovedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The payout account that paid it (or that the first approver chose). */
  payoutAccountId: z.number().int().nullable(),
  /** Whether an approval of this request needs a second admin (twoApprovalReasons says why). */
  needsTwoApprovals: z.boolean(),
  /**
   * Why it needs two admins: its amount is above the four-eyes limit (LARGE), or it takes winnings a
   * correction could still take back (CORRECTABLE_WINNINGS). Empty: one admin approves it.
   */
  twoApprovalReasons: z.array(z.enum(TWO_APPROVAL_REASONS)),
  /**
   * When the player asked: the part of the amount that came from winnings still inside their correction
   * window, and those winnings per match and result (what each credited, when its window closes). Null
   * when it took none.
   */
  correctableWinnings: z
    .object({
      amount: z.number(),
      results: z.array(
        z.object({
          matchId: z.number().int(),
          match: z.string(),
          part: z.enum(['result', 'toss']),
          credited: z.number(),
          correctableUntil: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsListSchema = z.object({ withdrawals: z.array(adminWithdrawalSchema) });

const withdrawalHistoryEntrySchema = z.object({
  fromStatus: z.enum(WITHDRAWAL_STATUSES).nullable(),
  toStatus: z.enum(WITHDRAWAL_STATUSES),
  actorName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const adminWithdrawalDetailsSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  history: z.array(withdrawalHistoryEntrySchema),
});
export type AdminWithdrawalDetails = z.infer<typeof adminWithdrawalDetailsSchema>;

export const approveWithdrawalSchema = z.object({ payoutAccountId: idSchema('payoutAccountId') });

const reasonSchema = (label: string) =>
  textSchema(label, {
    max: 500,
    required: `${label} is required`,
    tooLong: 'At most 500 characters',
    lines: true,
  });
export const rejectWithdrawalSchema = z.object({ reason: reasonSchema('Rejection reason') });
export const payoutFailedSchema = z.object({ reason: reasonSchema('Failure reason') });

/** What processing a withdrawal answers: the request now, and the text the back office shows. */
export const processedWithdrawalSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  message: z.string(),
});
export type ProcessedWithdrawal = z.infer<typeof processedWithdrawalSchema>;

// --- Payout accounts (spec section 5, "UPI form" and "IMPS form") ---

const payoutAccountStats = {
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** completed / (completed + failed) payouts through it, 0 to 1; null before its first outcome. */
  successRate: z.number().nullable(),
  completedPayouts: z.number().int(),
  failedPayouts: z.number().int(),
  lastUsed: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const upiDetailSchema = z.object({ ...payoutAccountStats, upiId: z.string() });
export type UpiDetail = z.infer<typeof upiDetailSchema>;
export const impsDetailSchema = z.object({
  ...payoutAccountStats,
  accountNumber: z.string(),
  ifscCode: z.string(),
  bankName: z.string(),
});
export type ImpsDetail = z.infer<typeof impsDetailSchema>;

const required = (label: string) =>
  textSchema(label, { max: NAME_MAX, required: `${label} is required`, tooLong: NAME_TOO_LONG });

const upiFields = {
  name: required('Name'),
  upiId: required('UPI ID').regex(UPI_ID_PATTERN, WITHDRAWAL_TEXT.upiIdFormat),
};
const impsFields = {
  name: required('Name'),
  accountNumber: required('Account number').regex(
    ACCOUNT_NUMBER_PATTERN,
    WITHDRAWAL_TEXT.accountNumberFormat,
  ),
  ifscCode: required('IFSC code')
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, WITHDRAWAL_TEXT.ifscFormat)),
  bankName: required('Bank name'),
};
const nothingToChange = (patch: object) => Object.values(patch).some((v) => v !== undefined);

export const upiDetailInputSchema = z.object({ ...upiFields, isActive: z.boolean().default(true) });
export type UpiDetailInput = z.input<typeof upiDetailInputSchema>;
/** PATCH: any of the fields (no defaults: a field left out is left as it is). */
export const upiDetailPatchSchema = z
  .object({ ...upiFields, isActive: z.boolean() })
  .partial()
  .refine(nothingToChange, 'Nothing to change');
export type UpiDetailPatch = z.input<typeof upiDetailPatchSchema>;

export const impsDetailInputSchema = z.object({ ...impsFields, isActive: z.boolean().default(true) });
export type ImpsDetailInput = z.input<typeof impsDetailInputSchema>;
export const impsDetailPatchSchema = z
  .object({ ...impsFields, isActive: z.boolean() })
  .partial()
  .refine(nothingToChange, 'Nothing to change');
export type ImpsDetailPatch = z.input<typeof impsDetailPatchSchema>;
