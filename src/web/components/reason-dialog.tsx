import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
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
  /** The contract's reason field: the reason is checked with it and sent as it parses (trimmed). */
  schema: z.ZodType<string, string>;
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
  schema,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  const errorId = `${id}-reason-error`;
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
            // The server's own rule and message, shown under the field before anything is sent.
            const parsed = schema.safeParse(reason);
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? t`Invalid reason`);
              return;
            }
            onConfirm(parsed.data);
            setReason('');
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{label}</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              placeholder={placeholder}
              maxLength={maxLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className="text-xs font-medium text-red-300">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
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
