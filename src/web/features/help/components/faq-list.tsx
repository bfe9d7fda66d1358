import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  MIN_BET_RUPEES,
  MIN_WITHDRAWAL_RUPEES,
  POSTPONED_VOID_AFTER_HOURS,
  QUICK_STAKES_RUPEES,
} from '@shared/constants';
import { formatRupees } from '@shared/money';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

/** A question and its answer, as messages: FaqList shows them in the active language. */
export type Faq = { id: string; question: MessageDescriptor; answer: MessageDescriptor };

const quickStakes = QUICK_STAKES_RUPEES.map((amount) => formatRupees(amount)).join(', ');
const minBet = formatRupees(MIN_BET_RUPEES);
const minWithdrawal = formatRupees(MIN_WITHDRAWAL_RUPEES);
const postponedHours = POSTPONED_VOID_AFTER_HOURS;

export const FAQS: Faq[] = [
  {
    id: 'create-account',
    question: msg`How do I create an account?`,
    answer: msg`Select Sign Up at the top of any page and enter your full name, a 10-digit Indian mobile number, your email address and a password of at least 6 characters. You must be 18 or older. Your account is ready to use as soon as it is created.`,
  },
  {
    id: 'place-bet',
    question: msg`How do I place a bet?`,
    answer: msg`Open Live Matches or Upcoming Matches, choose a market such as Match Winner and pick an option. Enter your stake, or tap the quick-add buttons (${quickStakes}), check the Win preview and press Add to slip. Then open the bet slip and press Place Bets: the minimum bet is ${minBet}, and each bet appears in My Bets as soon as it is accepted.`,
  },
  {
    id: 'withdrawal-time',
    question: msg`How long do withdrawals take?`,
    answer: msg`Withdrawal requests are processed within 24 hours. Once approved, funds may take 3-5 business days to arrive, depending on your bank. The minimum withdrawal is ${minWithdrawal}, and you can track every request in your withdrawal history on the Wallet page.`,
  },
  {
    id: 'withdrawal-methods',
    question: msg`Which withdrawal methods can I use?`,
    answer: msg`You can withdraw by UPI (enter the account name and your UPI ID) or by bank transfer (account holder name, account number, IFSC code and bank name). The account must be in your own name.`,
  },
  {
    id: 'deposits',
    question: msg`How do I add money to my wallet?`,
    answer: msg`Deposits are coming soon. The Wallet page will show the available deposit methods as soon as they are switched on. Your current balance is always shown in the header while you are signed in.`,
  },
  {
    id: 'settlement',
    question: msg`When are my bets settled?`,
    answer: msg`Bets are settled after the official result is confirmed, usually shortly after the match ends; toss markets are settled once the toss result is declared. Winnings (stake multiplied by the accepted odds) are credited straight to your wallet and the bet moves to Settled Bets.`,
  },
  {
    id: 'postponed',
    question: msg`What happens if a match is postponed or abandoned?`,
    answer: msg`If a postponed match is played within ${postponedHours} hours of its original start time, your bets stand. Otherwise they are void and your stake is returned to your balance.`,
  },
  {
    id: 'demo',
    question: msg`Is IPL Betting a real betting site?`,
    answer: msg`No. IPL Betting is a demo product: no real money is deposited, wagered or paid out, and all balances are virtual. You can try every feature with the demo login shown in the sign-in dialog.`,
  },
];

/** The Help page's FAQ: one item open at a time, and the open one can be closed again. */
export function FaqList({ faqs = FAQS }: { faqs?: Faq[] }) {
  const { _ } = useLingui();
  return (
    <Accordion className="rounded-xl border border-border bg-card px-5 sm:px-6">
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger>{_(faq.question)}</AccordionTrigger>
          <AccordionContent>{_(faq.answer)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
