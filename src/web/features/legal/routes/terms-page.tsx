import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import {
  MIN_BET_RUPEES,
  MIN_WITHDRAWAL_RUPEES,
  MINIMUM_AGE,
  POSTPONED_VOID_AFTER_HOURS,
} from '@shared/constants';
import { formatRupees } from '@shared/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/lib/title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const minWithdrawal = formatRupees(MIN_WITHDRAWAL_RUPEES);
const minBet = formatRupees(MIN_BET_RUPEES);

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: <Trans>Acceptance of These Terms</Trans>,
    body: (
      <>
        <p>
          <Trans>
            These Terms &amp; Conditions (the &ldquo;Terms&rdquo;) form a binding agreement between you and
            IPL Betting Demo Ltd (&ldquo;IPL Betting&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo; or
            &ldquo;our&rdquo;), a company registered in Cyprus under number HE 412345. They govern your access
            to and use of our website, your account and every bet you place with us (together, the
            &ldquo;Service&rdquo;).
          </Trans>
        </p>
        <p>
          <Trans>
            By creating an account, or by otherwise using the Service, you confirm that you have read,
            understood and accepted these Terms, our <Link to="/privacy">Privacy Policy</Link> and our{' '}
            <Link to="/responsible-gambling">Responsible Gambling</Link> policy. If you do not agree, you must
            not use the Service.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Demo notice:</strong> IPL Betting is a demonstration product. No real money is accepted,
            wagered or paid out, and all balances are virtual. Where these Terms refer to deposits,
            withdrawals or payouts, they describe how the product behaves, not a real financial service.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: <Trans>Eligibility</Trans>,
    body: (
      <>
        <p>
          <Trans>To open an account and use the Service you must:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              be at least {MINIMUM_AGE} years old, or the legal age for gambling in your jurisdiction if that
              is higher;
            </Trans>
          </li>
          <li>
            <Trans>be legally able to enter into a binding contract;</Trans>
          </li>
          <li>
            <Trans>
              not be located in, or a resident of, a territory where online betting is prohibited by law. It
              is your responsibility to know and follow the laws that apply where you are;
            </Trans>
          </li>
          <li>
            <Trans>not be self-excluded from gambling with us or with any other operator;</Trans>
          </li>
          <li>
            <Trans>
              not be an employee, officer or director of IPL Betting, a participant in, or official of, any
              match offered on the Service, or anyone able to influence the outcome of such a match.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We may ask you to prove your age and identity at any time. Accounts held by anyone under{' '}
            {MINIMUM_AGE} will be closed immediately and any bets placed will be void.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: <Trans>Your Account</Trans>,
    body: (
      <>
        <p>
          <Trans>
            You may hold only one account. The name, phone number and email address you register with must be
            your own, accurate and kept up to date. Your phone number cannot be changed once your account is
            created.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              You are responsible for keeping your password confidential and for all activity on your account.
              Tell us at once if you suspect unauthorised use.
            </Trans>
          </li>
          <li>
            <Trans>
              Accounts are personal and may not be sold, transferred or used on behalf of anyone else.
            </Trans>
          </li>
          <li>
            <Trans>
              We may carry out identity, age and anti-fraud checks (&ldquo;Know Your Customer&rdquo; checks)
              and may suspend withdrawals until they are complete.
            </Trans>
          </li>
          <li>
            <Trans>Duplicate accounts will be closed and bets placed through them may be voided.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'deposits-withdrawals',
    title: <Trans>Deposits and Withdrawals</Trans>,
    body: (
      <>
        <p>
          <Trans>
            All accounts are held and settled in Indian rupees (₹). Your wallet balance is shown in the header
            while you are signed in and in full on the Wallet page.
          </Trans>
        </p>
        <h3>
          <Trans>Deposits</Trans>
        </h3>
        <p>
          <Trans>
            Deposit methods will be announced on the Wallet page when they become available. Deposited funds
            must come from a payment method registered in your own name.
          </Trans>
        </p>
        <h3>
          <Trans>Withdrawals</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              The minimum withdrawal is {minWithdrawal}; you may not withdraw more than your available
              balance.
            </Trans>
          </li>
          <li>
            <Trans>
              Withdrawals are paid by UPI or by bank transfer (IMPS) to an account held in your name. The
              amount is reserved from your balance when you make the request.
            </Trans>
          </li>
          <li>
            <Trans>
              Requests are processed within 24 hours. Depending on your bank, funds may take 3-5 business days
              to arrive after approval.
            </Trans>
          </li>
          <li>
            <Trans>
              If a withdrawal is rejected, the reason is shown in your withdrawal history and the amount is
              returned to your balance.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We may refuse or delay a withdrawal while we complete security or verification checks, or where we
            reasonably suspect fraud, money laundering or a breach of these Terms.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'betting-rules',
    title: <Trans>Betting Rules</Trans>,
    body: (
      <>
        <ul>
          <li>
            <Trans>
              The minimum stake is {minBet} per bet. Stakes are deducted from your balance when the bet is
              accepted.
            </Trans>
          </li>
          <li>
            <Trans>
              A bet is accepted only when it appears in My Bets. The odds that apply are those confirmed by
              our server at the time of acceptance; if the odds have moved since you selected them, the bet is
              refused and you are shown the current odds.
            </Trans>
          </li>
          <li>
            <Trans>
              Potential payout is your stake multiplied by the accepted odds, rounded down to the nearest
              paisa.
            </Trans>
          </li>
          <li>
            <Trans>Accepted bets cannot be cancelled or changed.</Trans>
          </li>
          <li>
            <Trans>
              Match markets are settled on the official result declared by the match authorities. Toss markets
              are settled on the official toss result. Later changes to an official result are not taken into
              account.
            </Trans>
          </li>
          <li>
            <Trans>
              If a match is postponed, bets stand if the match is played within {POSTPONED_VOID_AFTER_HOURS}{' '}
              hours of its original start time. Otherwise the bets are void and stakes are returned to your
              balance.
            </Trans>
          </li>
          <li>
            <Trans>
              Where a bet was accepted at obviously incorrect odds because of a technical or human error, we
              may void it or settle it at the correct odds.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'prohibited-conduct',
    title: <Trans>Prohibited Conduct</Trans>,
    body: (
      <>
        <p>
          <Trans>You must not, and must not help anyone else to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              bet on a match whose outcome you can influence, or use inside information about a match;
            </Trans>
          </li>
          <li>
            <Trans>collude with other players, or manipulate markets or results;</Trans>
          </li>
          <li>
            <Trans>use bots, scrapers or any automated means to access the Service or place bets;</Trans>
          </li>
          <li>
            <Trans>use the Service to launder money or to move the proceeds of crime;</Trans>
          </li>
          <li>
            <Trans>use stolen payment details, or details belonging to another person;</Trans>
          </li>
          <li>
            <Trans>
              attempt to gain unauthorised access to the Service, probe it for vulnerabilities or interfere
              with its operation;
            </Trans>
          </li>
          <li>
            <Trans>post abusive, offensive or unlawful content in any support channel.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We report suspected match-fixing and financial crime to the relevant authorities and may share
            information with them.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: <Trans>Suspension and Termination</Trans>,
    body: (
      <>
        <p>
          <Trans>
            You may close your account at any time by contacting support. Any available balance will be paid
            out to you, subject to the withdrawal rules above, once open bets are settled.
          </Trans>
        </p>
        <p>
          <Trans>
            We may suspend or close your account, void bets and withhold winnings obtained in breach of these
            Terms if you break them, if we are required to by law, or if we reasonably suspect fraud or other
            illegal activity. Where the law allows, we will tell you the reason.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: <Trans>Limitation of Liability</Trans>,
    body: (
      <>
        <p>
          <Trans>
            The Service is provided &ldquo;as is&rdquo;. We work hard to keep it available and accurate, but
            we do not guarantee that it will be uninterrupted or error-free, or that live scores and
            statistics will always be current.
          </Trans>
        </p>
        <p>
          <Trans>
            To the fullest extent permitted by law, we are not liable for any indirect or consequential loss,
            loss of profit or loss of opportunity arising from your use of the Service, including losses
            caused by delays, outages or failures of telecommunications networks. Our total liability to you
            in connection with any bet is limited to the stake of that bet. Nothing in these Terms limits
            liability that cannot be limited by law.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: <Trans>Changes to These Terms</Trans>,
    body: (
      <p>
        <Trans>
          We may update these Terms from time to time, for example to reflect new features or changes in the
          law. The date at the top of this page shows when they were last changed. Material changes will be
          notified to you by email or on the site before they take effect. Continuing to use the Service after
          that date means you accept the updated Terms; bets accepted before a change are governed by the
          Terms in force when they were placed.
        </Trans>
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: <Trans>Governing Law and Disputes</Trans>,
    body: (
      <>
        <p>
          <Trans>
            These Terms and any dispute arising from them are governed by the laws of the Republic of Cyprus.
            The courts of Cyprus have exclusive jurisdiction, without affecting any mandatory consumer
            protection rights you have where you live.
          </Trans>
        </p>
        <p>
          <Trans>
            If you have a complaint, please contact our support team first through the{' '}
            <Link to="/help-support">Help &amp; Support</Link> page. We aim to resolve complaints within 14
            days.
          </Trans>
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  const { t } = useLingui();
  usePageTitle(t`Terms & Conditions`);
  return (
    <LegalPage
      title={t`Terms & Conditions`}
      icon={<FileText />}
      updated={t`Last updated June 1, 2024`}
      intro={
        <p>
          <Trans>
            Please read these Terms carefully before you open an account or place a bet. They explain who can
            use IPL Betting, how your account and wallet work, the rules that apply to your bets and what
            happens if something goes wrong.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
