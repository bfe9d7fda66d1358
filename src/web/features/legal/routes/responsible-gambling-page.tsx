import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { MINIMUM_AGE, SUPPORT_CHAT_URL } from '@shared/constants';
import { usePageTitle } from '@/lib/title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const SELF_ASSESSMENT = [
  'Do you spend more time or money on betting than you intended?',
  'Have you tried to win back money you lost by betting more ("chasing losses")?',
  'Have you borrowed money, sold something or skipped bills to fund your betting?',
  'Do you feel restless, irritable or anxious when you try to cut down?',
  'Have you hidden your betting from family or friends, or lied about how much you bet?',
  'Has betting affected your work, studies, sleep or relationships?',
  'Do you bet to escape problems or to relieve feelings of stress, guilt or low mood?',
  'Have you felt guilty about the way you bet or what happens when you do?',
  'Do you need to bet with larger amounts to get the same excitement?',
  'Has anyone close to you said they are worried about your betting?',
];

const WARNING_SIGNS = [
  'Betting with money meant for rent, bills, food or family needs',
  'Regularly increasing your stakes to feel the same thrill',
  'Thinking about betting most of the day, or planning the next bet while a match is on',
  'Placing bets on sports or matches you would not normally follow, just to have something running',
  'Feeling that a big win is "due" after a run of losses',
  'Losing interest in activities and people you used to enjoy',
];

const HELPLINES = [
  {
    name: 'iCall (TISS) psychosocial helpline, India',
    detail:
      '+91 91529 87821, Monday to Saturday, 10 AM to 8 PM. Free, confidential counselling by trained professionals.',
  },
  {
    name: 'Vandrevala Foundation, India',
    detail: '+91 99996 66555, 24 hours a day, 7 days a week, by phone or WhatsApp.',
  },
  {
    name: 'Gamblers Anonymous',
    detail:
      'gamblersanonymous.org: peer support meetings for anyone who wants to stop gambling, online and in person.',
  },
  {
    name: 'Gambling Therapy',
    detail: 'gamblingtherapy.org: free multilingual online support and forums from the Gordon Moody charity.',
  },
  {
    name: 'National Gambling Helpline (GamCare), United Kingdom',
    detail: '0808 8020 133, free, 24 hours a day.',
  },
];

const sections: LegalSection[] = [
  {
    id: 'commitment',
    title: 'Our Commitment',
    body: (
      <>
        <p>
          Betting on cricket should be entertainment: a way to add excitement to a match you already enjoy,
          never a way to make money or escape problems. We are committed to giving you the tools and
          information to stay in control, and to supporting anyone for whom betting has stopped being fun.
        </p>
        <p>
          IPL Betting is strictly for adults aged {MINIMUM_AGE} and over. We verify age and identity and close
          any account opened by a minor.
        </p>
      </>
    ),
  },
  {
    id: 'time-limits',
    title: 'Set Time Limits',
    body: (
      <>
        <p>
          It is easy to lose track of time during a tense run chase. Decide before the match starts how long
          you will spend betting, and stop when that time is up, whatever the score.
        </p>
        <ul>
          <li>Set a session limit for each day or each match.</li>
          <li>Take regular breaks away from the screen, for example at the innings break.</li>
          <li>Never let betting replace sleep, work, study or time with family.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'deposit-limits',
    title: 'Set Deposit Limits',
    body: (
      <>
        <p>
          Only bet with money you can afford to lose. Decide on a daily, weekly or monthly budget and treat it
          as the cost of your entertainment, then hold yourself to it with{' '}
          <Link to="/account?tab=preferences&panel=limits">Betting Limits</Link> in My Account: caps on what
          you stake, or on what you can lose, each day, week or month.
        </p>
        <ul>
          <li>Decreases to a limit take effect immediately.</li>
          <li>
            Increases take effect only after a 24-hour cooling-off period, so the decision is never made in
            the heat of a match.
          </li>
          <li>Money you have set aside for essentials should never be moved into your wallet.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'reality-checks',
    title: 'Reality Checks',
    body: (
      <>
        <p>
          A reality check is a regular reminder of how long you have been betting and how much you have won or
          lost during a session. Ours comes after the first hour, then every 30 minutes; choose every hour, or
          turn it off, under <Link to="/account?tab=preferences">Preferences</Link> in My Account. In between,
          pause and ask yourself:
        </p>
        <ul>
          <li>How long have I been betting today?</li>
          <li>Am I within the budget I set before the match?</li>
          <li>Am I still enjoying this, or am I trying to win back losses?</li>
        </ul>
        <p>
          Your full bet and transaction history is always available under <Link to="/my-bets">My Bets</Link>{' '}
          and <Link to="/wallet">Wallet</Link>, so you can review your activity honestly at any time.
        </p>
      </>
    ),
  },
  {
    id: 'self-exclusion',
    title: 'Take a Break and Self-Exclusion',
    body: (
      <>
        <p>
          If you need to step away, open <Link to="/account?tab=preferences&panel=break">Take a Break</Link>{' '}
          in My Account:
        </p>
        <ul>
          <li>
            <strong>Time-out:</strong> pause betting for 24 hours, 7 days, 30 days or 6 weeks.
          </li>
          <li>
            <strong>Self-exclusion:</strong> stop betting for 6 months, 1, 2 or 5 years.
          </li>
        </ul>
        <p>
          Either starts at once and cannot be reversed early: bets are refused until it ends. You can still
          sign in, see your history and withdraw your balance. We also recommend installing gambling-blocking
          software on your devices.
        </p>
      </>
    ),
  },
  {
    id: 'warning-signs',
    title: 'Warning Signs',
    body: (
      <>
        <p>
          Problem gambling can develop gradually. Watch out for these signs in yourself or someone close to
          you:
        </p>
        <ul>
          {WARNING_SIGNS.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'self-assessment',
    title: 'Self-Assessment',
    body: (
      <>
        <p>Answer each question honestly with yes or no:</p>
        <ol>
          {SELF_ASSESSMENT.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
        <p>
          If you answered <strong>yes</strong> to any of these questions, your betting may be becoming a
          problem. Consider setting limits or taking a break, and talk to one of the organisations below. If
          you answered yes to several, please seek support now: help is free and confidential.
        </p>
      </>
    ),
  },
  {
    id: 'helplines',
    title: 'Getting Help',
    body: (
      <>
        <p>You are not alone. These organisations offer free, confidential support:</p>
        <ul>
          {HELPLINES.map((line) => (
            <li key={line.name}>
              <strong>{line.name}:</strong> {line.detail}
            </li>
          ))}
        </ul>
        <p>
          To set a limit, or for help with a time-out or self-exclusion, contact our{' '}
          <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
            support team
          </a>{' '}
          at any time. We will act on your request straight away and without judgement.
        </p>
      </>
    ),
  },
  {
    id: 'minors',
    title: 'Protecting Minors',
    body: (
      <p>
        If you share a computer or phone with anyone under {MINIMUM_AGE}, never save your password in the
        browser, always sign out after betting and consider parental-control software to keep betting sites
        out of reach of children.
      </p>
    ),
  },
];

export function ResponsibleGamblingPage() {
  usePageTitle('Responsible Gambling');
  return (
    <LegalPage
      title="Responsible Gambling"
      icon={<HeartHandshake />}
      intro={
        <p>
          Stay in control of your betting. This page explains the limits and tools available to you, how to
          spot the warning signs of problem gambling and where to find help.
        </p>
      }
      sections={sections}
    />
  );
}
