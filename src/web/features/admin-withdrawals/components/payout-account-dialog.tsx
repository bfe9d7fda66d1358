import type { ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
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
import type { PayoutKind } from '../api/get-payout-accounts';
import { PAYOUT_FIELDS, usePayoutAccountForm } from './use-payout-account-form';

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
  const { editing, values, errors, setField, setActive, submit } = usePayoutAccountForm(kind, target, onSave);

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
          {PAYOUT_FIELDS[kind].map((f) => (
            <FormField
              key={f.name}
              id={`${kind}-${f.name}`}
              label={f.label}
              placeholder={f.placeholder}
              value={String(values[f.name] ?? '')}
              error={errors[f.name]}
              autoComplete="off"
              onChange={(e) => setField(f.name, e.target.value)}
            />
          ))}
          <div className="flex items-center gap-3">
            <Switch id={`${kind}-active`} checked={values.isActive === true} onCheckedChange={setActive} />
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
