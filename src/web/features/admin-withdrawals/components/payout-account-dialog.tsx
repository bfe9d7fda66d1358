import { useState, type FormEvent } from 'react';
import {
  impsDetailInputSchema,
  upiDetailInputSchema,
  type ImpsDetail,
  type UpiDetail,
} from '@shared/contracts/withdrawals';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { PayoutKind } from '../api/payout-accounts';

type Values = Record<string, string | boolean>;

const FIELDS: Record<PayoutKind, { name: string; label: string; placeholder?: string }[]> = {
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
    ...FIELDS[kind].map((f) => [
      f.name,
      account ? String((account as Record<string, unknown>)[f.name] ?? '') : '',
    ]),
    ['isActive', account ? account.isActive : true],
  ]);

/** 'Add UPI Detail' / 'Edit UPI Detail' and the IMPS equivalents, with the spec's required-field texts. */
export function PayoutAccountDialog({
  kind,
  target,
  busy,
  onCancel,
  onSave,
}: {
  kind: PayoutKind;
  /** null: closed; 'new': adding; an account: editing it. */
  target: UpiDetail | ImpsDetail | 'new' | null;
  busy: boolean;
  onCancel: () => void;
  /** `refused`: the fields the server refused, each with its message, shown under that field. */
  onSave: (values: Record<string, unknown>, refused: (errors: Record<string, string>) => void) => void;
}) {
  const label = kind === 'upi' ? 'UPI' : 'IMPS';
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

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {editing ? 'Edit' : 'Add'} {label} Detail
          </DialogTitle>
          <DialogDescription>
            {kind === 'upi'
              ? 'A UPI ID the back office pays UPI withdrawals from.'
              : 'A bank account the back office pays bank withdrawals from by IMPS.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {FIELDS[kind].map((f) => (
            <FormField
              key={f.name}
              id={`${kind}-${f.name}`}
              label={f.label}
              placeholder={f.placeholder}
              value={String(values[f.name] ?? '')}
              error={errors[f.name]}
              autoComplete="off"
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.name]: e.target.value }));
                setErrors((er) => ({ ...er, [f.name]: '' }));
              }}
            />
          ))}
          <div className="flex items-center gap-3">
            <Switch
              id={`${kind}-active`}
              checked={values.isActive === true}
              onCheckedChange={(checked) => setValues((v) => ({ ...v, isActive: checked }))}
            />
            <Label htmlFor={`${kind}-active`} className="cursor-pointer">
              Active
            </Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {editing ? 'Save Changes' : `Add ${label}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
