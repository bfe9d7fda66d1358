import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { MINIMUM_AGE, SUPPORT_CHAT_URL } from '@shared/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/lib/title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'commitment',
    title: <Trans>Our Commitment</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Betting on cricket should be entertainment: a way to add excitement to a match you already enjoy,
            never a way to make money or escape problems. We are committed to giving you the tools and
            information to stay in control, and to supporting anyone for whom betting has stopped being fun.
          </Trans>
        </p>
        <p>
          <Trans>
            IPL Betting is strictly for adults aged {MINIMUM_AGE} and over. We verify age and identity and
            close any account opened by a minor.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'time-limits',
    title: <Trans>Set Time Limits</Trans>,
    body: (
      <>
        <p>
          <Trans>
            It is easy to lose track of time during a tense run chase. Decide before the match starts how long
            you will spend betting, and stop when that time is up, whatever the score.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Set a session limit for each day or each match.</Trans>
          </li>
          <li>
            <Trans>Take regular breaks away from the screen, for example at the innings break.</Trans>
          </li>
          <li>
            <Trans>Never let betting replace sleep, work, study or time with family.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'deposit-limits',
    title: <Trans>Set Deposit Limits</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Only bet with money you can afford to lose. Decide on a daily, weekly or monthly budget and treat
            it as the cost of your entertainment, then hold yourself to it with{' '}
            <Link to="/account?tab=preferences&panel=limits">Betting Limits</Link> in My Account: caps on what
            you stake, or on what you can lose, each day, week or month.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Decreases to a limit take effect immediately.</Trans>
          </li>
          <li>
            <Trans>
              Increases take effect only after a 24-hour cooling-off period, so the decision is never made in
              the heat of a match.
            </Trans>
          </li>
          <li>
            <Trans>Money you have set aside for essentials should never be moved into your wallet.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reality-checks',
    title: <Trans>Reality Checks</Trans>,
    body: (
      <>
        <p>
          <Trans>
            A reality check is a regular reminder of how long you have been betting and how much you have won
            or lost during a session. Ours comes after the first hour, then every 30 minutes; choose every
            hour, or turn it off, under <Link to="/account?tab=preferences">Preferences</Link> in My Account.
            In between, pause and ask yourself:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>How long have I been betting today?</Trans>
          </li>
          <li>
            <Trans>Am I within the budget I set before the match?</Trans>
          </li>
          <li>
            <Trans>Am I still enjoying this, or am I trying to win back losses?</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your full bet and transaction history is always available under <Link to="/my-bets">My Bets</Link>{' '}
            and <Link to="/wallet">Wallet</Link>, so you can review your activity honestly at any time.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'self-exclusion',
    title: <Trans>Take a Break and Self-Exclusion</Trans>,
    body: (
      <>
        <p>
          <Trans>
            If you need to step away, open <Link to="/account?tab=preferences&panel=break">Take a Break</Link>{' '}
            in My Account:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Time-out:</strong> pause betting for 24 hours, 7 days, 30 days or 6 weeks.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Self-exclusion:</strong> stop betting for 6 months, 1, 2 or 5 years.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Either starts at once and cannot be reversed early: bets are refused until it ends. You can still
            sign in, see your history and withdraw your balance. We also recommend installing
            gambling-blocking software on your devices.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'warning-signs',
    title: <Trans>Warning Signs</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Problem gambling can develop gradually. Watch out for these signs in yourself or someone close to
            you:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Betting with money meant for rent, bills, food or family needs</Trans>
          </li>
          <li>
            <Trans>Regularly increasing your stakes to feel the same thrill</Trans>
          </li>
          <li>
            <Trans>
              Thinking about betting most of the day, or planning the next bet while a match is on
            </Trans>
          </li>
          <li>
            <Trans>
              Placing bets on sports or matches you would not normally follow, just to have something running
            </Trans>
          </li>
          <li>
            <Trans>Feeling that a big win is "due" after a run of losses</Trans>
          </li>
          <li>
            <Trans>Losing interest in activities and people you used to enjoy</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'self-assessment',
    title: <Trans>Self-Assessment</Trans>,
    body: (
      <>
        <p>
          <Trans>Answer each question honestly with yes or no:</Trans>
        </p>
        <ol>
          <li>
            <Trans>Do you spend more time or money on betting than you intended?</Trans>
          </li>
          <li>
            <Trans>Have you tried to win back money you lost by betting more ("chasing losses")?</Trans>
          </li>
          <li>
            <Trans>Have you borrowed money, sold something or skipped bills to fund your betting?</Trans>
          </li>
          <li>
            <Trans>Do you feel restless, irritable or anxious when you try to cut down?</Trans>
          </li>
          <li>
            <Trans>
              Have you hidden your betting from family or friends, or lied about how much you bet?
            </Trans>
          </li>
          <li>
            <Trans>Has betting affected your work, studies, sleep or relationships?</Trans>
          </li>
          <li>
            <Trans>Do you bet to escape problems or to relieve feelings of stress, guilt or low mood?</Trans>
          </li>
          <li>
            <Trans>Have you felt guilty about the way you bet or what happens when you do?</Trans>
          </li>
          <li>
            <Trans>Do you need to bet with larger amounts to get the same excitement?</Trans>
          </li>
          <li>
            <Trans>Has anyone close to you said they are worried about your betting?</Trans>
          </li>
        </ol>
        <p>
          <Trans>
            If you answered <strong>yes</strong> to any of these questions, your betting may be becoming a
            problem. Consider setting limits or taking a break, and talk to one of the organisations below. If
            you answered yes to several, please seek support now: help is free and confidential.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'helplines',
    title: <Trans>Getting Help</Trans>,
    body: (
      <>
        <p>
          <Trans>You are not alone. These organisations offer free, confidential support:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>
                <span translate="no">iCall (TISS)</span> psychosocial helpline, India:
              </strong>{' '}
              +91 91529 87821, Monday to Saturday, 10 AM to 8 PM. Free, confidential counselling by trained
              professionals.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>
                <span translate="no">Vandrevala Foundation</span>, India:
              </strong>{' '}
              +91 99996 66555, 24 hours a day, 7 days a week, by phone or WhatsApp.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong translate="no">Gamblers Anonymous:</strong> gamblersanonymous.org: peer support meetings
              for anyone who wants to stop gambling, online and in person.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong translate="no">Gambling Therapy:</strong> gamblingtherapy.org: free multilingual online
              support and forums from the <span translate="no">Gordon Moody</span> charity.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>
                <span translate="no">National Gambling Helpline (GamCare)</span>, United Kingdom:
              </strong>{' '}
              0808 8020 133, free, 24 hours a day.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            To set a limit, or for help with a time-out or self-exclusion, contact our{' '}
            <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
              support team
            </a>{' '}
            at any time. We will act on your request straight away and without judgement.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'minors',
    title: <Trans>Protecting Minors</Trans>,
    body: (
      <p>
        <Trans>
          If you share a computer or phone with anyone under {MINIMUM_AGE}, never save your password in the
          browser, always sign out after betting and consider parental-control software to keep betting sites
          out of reach of children.
        </Trans>
      </p>
    ),
  },
];

export function ResponsibleGamblingPage() {
  const { t } = useLingui();
  usePageTitle(t`Responsible Gambling`);
  return (
    <LegalPage
      title={t`Responsible Gambling`}
      icon={<HeartHandshake />}
      intro={
        <p>
          <Trans>
            Stay in control of your betting. This page explains the limits and tools available to you, how to
            spot the warning signs of problem gambling and where to find help.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
