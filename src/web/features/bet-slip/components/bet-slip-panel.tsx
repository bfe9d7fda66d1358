import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Loader2, Settings, Ticket, Trash2 } from 'lucide-react';
import { formatRupees, formatRupees2 } from '@shared/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { OddsChangeControl, QuickStakesControl } from '@/lib/preferences';
import { SlipEntryCard } from './slip-entry-card';
import { usePlaceSlip, type PlaceSlip } from './use-place-slip';
import { bettingBreakNotice } from './break-notice';
import { DelayCountdown, DelayRefused } from './bet-delay-notices';

/** The spec's words, which the slip says (translated) under Place Bets when the balance is short. */
export const INSUFFICIENT_BALANCE_TEXT = 'Insufficient balance. Please add funds to your wallet.';

type FramePart = ComponentType<{ className?: string; children?: ReactNode }>;

/**
 * What holds the slip's parts: the sheet's dialog parts (a dialog's title names it to a screen reader),
 * or the column's plain heading and sections (from 1280 px, where the slip is no dialog).
 */
export type SlipFrame = { Header: FramePart; Title: FramePart; Description: FramePart; Footer: FramePart };

/** The slip: entries, totals and Place Bets (what they do: usePlaceSlip), in a sheet's or a column's frame. */
export function BetSlipPanel({ frame }: { frame: SlipFrame }) {
  const placeSlip = usePlaceSlip();
  const { slip, live, rules, placing, oddsChange } = placeSlip;
  const { t } = useLingui();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <SlipHeader
        {...placeSlip}
        frame={frame}
        settingsOpen={settingsOpen}
        toggleSettings={() => setSettingsOpen(!settingsOpen)}
      />
      {settingsOpen && placeSlip.me && (
        <div id="bet-slip-settings" className="grid gap-3 border-b border-border px-4 py-3">
          <OddsChangeControl id="slip-odds-change" />
          <QuickStakesControl id="slip-quick-stakes" />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {slip.count === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-4 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Ticket className="size-6" aria-hidden="true" />
            </span>
            <p className="font-semibold">
              <Trans>Your bet slip is empty</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Select odds from live or upcoming matches to add to your bet slip.</Trans>
            </p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label={t`Selections`}>
            {slip.entries.map((entry) => (
              <SlipEntryCard
                key={entry.id}
                entry={entry}
                live={live.get(entry.id)}
                onRemove={placeSlip.remove}
                onAmountChange={slip.setAmount}
                onAcceptOdds={slip.updateOdds}
                rules={rules}
                oddsChange={oddsChange}
                quickStakes={placeSlip.quickStakes}
                disabled={placing}
              />
            ))}
          </ul>
        )}
      </div>

      <SlipFooter {...placeSlip} frame={frame} />
    </>
  );
}

/** The slip's title and count, Clear All, and (signed in) the gear that opens its settings. */
function SlipHeader({
  slip,
  me,
  placing,
  settingsOpen,
  toggleSettings,
  frame: { Header, Title, Description },
}: PlaceSlip & { settingsOpen: boolean; toggleSettings: () => void; frame: SlipFrame }) {
  const { t } = useLingui();
  return (
    <Header className="flex-row items-center justify-between gap-2">
      <div className="grid gap-0.5">
        <Title className="flex items-center gap-2">
          <Ticket className="size-5 text-indigo-300" aria-hidden="true" />
          <Trans>Bet Slip</Trans>
          {slip.count > 0 && (
            <span className="rounded-full bg-primary px-2 text-xs leading-5 text-primary-foreground">
              {slip.count}
            </span>
          )}
        </Title>
        <Description className="sr-only">
          <Trans>Review your selections and place your bets.</Trans>
        </Description>
      </div>
      <div className="flex items-center gap-1">
        {slip.count > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-300 hover:text-red-200"
            onClick={() => slip.clear()}
            disabled={placing}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Clear All</Trans>
          </Button>
        )}
        {me && (
          <Button
            variant={settingsOpen ? 'secondary' : 'ghost'}
            size="icon"
            className="size-8"
            aria-label={t`Bet slip settings`}
            aria-expanded={settingsOpen}
            aria-controls="bet-slip-settings"
            onClick={toggleSettings}
          >
            <Settings aria-hidden="true" />
          </Button>
        )}
      </div>
    </Header>
  );
}

/** The totals, what stands in the way of placing (SlipNotices), and Place Bets. */
function SlipFooter({ frame: { Footer }, ...placeSlip }: PlaceSlip & { frame: SlipFrame }) {
  const { slip, me, online, onBreak, insufficient, blocked, placing, place } = placeSlip;
  const { totalHeld, fromBalance, hasLay, totalPayout } = placeSlip;
  return (
    <Footer className="gap-3 bg-card/40">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Available balance</Trans>
        </dt>
        <dd className="text-right font-medium tabular-nums">{me ? formatRupees(me.balance) : '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Total bets</Trans>
        </dt>
        <dd className="text-right font-medium tabular-nums">{slip.count}</dd>
        <dt className="text-muted-foreground">
          {hasLay ? <Trans>Total stake and liability</Trans> : <Trans>Total stake</Trans>}
        </dt>
        <dd className="text-right font-medium tabular-nums" data-testid="slip-total-held">
          {formatRupees(totalHeld)}
        </dd>
        {me && fromBalance < totalHeld && <FromBalance rupees={fromBalance} />}
        <dt className="text-muted-foreground">
          <Trans>Potential payout</Trans>
        </dt>
        <dd className="text-right font-bold tabular-nums text-green-300">{formatRupees2(totalPayout)}</dd>
      </dl>
      <SlipNotices {...placeSlip} />
      {slip.placing && slip.placing.delaySeconds > 0 && <DelayCountdown placing={slip.placing} />}
      <Button
        size="lg"
        className={cn('w-full')}
        onClick={place}
        disabled={placing || !online || insufficient || !!onBreak || (!!me && blocked && slip.count > 0)}
      >
        {placing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            <Trans>Placing Bets...</Trans>
          </>
        ) : (
          <Trans>Place Bets</Trans>
        )}
      </Button>
    </Footer>
  );
}

/**
 * What the slip takes from the balance when its bets hedge the player's position on a market, so less
 * than their total; or what it gives back, when it lowers their worst case there (ADR 0049).
 */
function FromBalance({ rupees }: { rupees: number }) {
  return (
    <>
      <dt className="text-muted-foreground">
        {rupees < 0 ? <Trans>Back to your balance</Trans> : <Trans>From your balance</Trans>}
      </dt>
      <dd
        className={cn('text-right font-medium tabular-nums', rupees < 0 && 'text-green-300')}
        data-testid="slip-from-balance"
      >
        {rupees < 0 ? `+${formatRupees(-rupees)}` : formatRupees(rupees)}
      </dd>
    </>
  );
}

/**
 * What stands in the way of placing: offline, a break, the balance, or the selections' problems (not
 * while the slip waits for its answer, which decides); and why the slip as last sent was refused.
 */
function SlipNotices({ slip, me, online, onBreak, insufficient, blocked, problems, placing }: PlaceSlip) {
  // Subscribes to the page's language: the break's notice is written at render.
  useLinguiContext();
  return (
    <>
      {!online && (
        <p
          role="status"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-xs font-medium text-amber-200 ring-1 ring-amber-500/30"
        >
          <Trans>You are offline. Bets can only be placed online, at the odds of that moment.</Trans>
        </p>
      )}
      {onBreak && (
        <p
          role="alert"
          className="rounded-lg bg-amber-500/10 px-3 py-2 text-xs font-medium text-amber-200 ring-1 ring-amber-500/30"
        >
          {bettingBreakNotice(onBreak)}
        </p>
      )}
      {insufficient && me && me.balance < 0 && (
        <p
          role="alert"
          className="rounded-lg bg-red-500/10 px-3 py-2 text-xs font-medium text-red-300 ring-1 ring-red-500/30"
        >
          <Trans>
            Your balance is below zero after a corrected settlement. Betting and withdrawals resume once it is
            back above zero.
          </Trans>
        </p>
      )}
      {insufficient && me && me.balance >= 0 && (
        <p role="alert" className="text-sm text-red-300">
          <Trans>Insufficient balance. Please add funds to your wallet.</Trans>
        </p>
      )}
      {slip.refusal && <DelayRefused reason={slip.refusal} count={slip.count} />}
      {!insufficient && !placing && blocked && slip.count > 0 && (
        <p className="text-sm text-amber-200">
          {problems.includes('odds-changed') ? (
            <Trans>Accept the new odds to place your bets.</Trans>
          ) : problems.includes('suspended') || problems.includes('closed') ? (
            <Trans>Remove suspended or closed selections to place your bets.</Trans>
          ) : slip.entries.some((entry) => entry.amount === 0) ? (
            <Trans>Enter a stake for each pick to place your bets.</Trans>
          ) : (
            <Trans>Correct the stakes marked above to place your bets.</Trans>
          )}
        </p>
      )}
    </>
  );
}
