import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type ReasonDialogProps = {
  open: boolean;
  /** Prefix of the textarea's id. */
  id: string;
  title: string;
  description: ReactNode;
  label: string;
  placeholder: string;
  confirmLabel: string;
  busy: boolean;
  /** The contract's longest reason. */
  maxLength?: number;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * An operator's decision that needs a written reason (audited, often shown to the player): the confirm
 * button stays disabled while the reason is blank or the request is on its way.
 */
export function ReasonDialog({
  open,
  id,
  title,
  description,
  label,
  placeholder,
  confirmLabel,
  busy,
  maxLength = 500,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  const blank = reason.trim() === '';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (blank || busy) return;
            onConfirm(reason.trim());
            setReason('');
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{label}</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={placeholder}
              maxLength={maxLength}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={blank || busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
