import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { MINIMUM_AGE } from '@shared/constants';
import { usePageTitle } from '@/lib/title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const RIGHTS = [
  {
    name: 'Right of access',
    text: 'Ask for a copy of the personal data we hold about you and information about how we use it.',
  },
  {
    name: 'Right to rectification',
    text: 'Ask us to correct data that is inaccurate or to complete data that is incomplete.',
  },
  {
    name: 'Right to erasure',
    text: 'Ask us to delete your data where there is no longer a lawful reason for us to keep it. Records we must retain by law (for example for anti-money-laundering purposes) are kept until that duty ends.',
  },
  {
    name: 'Right to restriction of processing',
    text: 'Ask us to pause using your data while you contest its accuracy or object to our use of it.',
  },
  {
    name: 'Right to data portability',
    text: 'Receive the data you gave us in a structured, machine-readable format, or ask us to send it to another provider.',
  },
  {
    name: 'Right to object',
    text: 'Object to processing based on our legitimate interests, and to direct marketing at any time.',
  },
];

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        IPL Betting Demo Ltd, registered in Cyprus (HE 412345), 12 Makariou III Avenue, 1065 Nicosia, is the
        controller of the personal data described in this policy. We process personal data in line with the EU
        General Data Protection Regulation (GDPR) and the Cyprus data protection law, and we respect the
        Digital Personal Data Protection Act, 2023 for our users in India.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, phone number, email address and a securely
            hashed version of your password. We never store your password in plain text.
          </li>
          <li>
            <strong>Wallet and betting records:</strong> your balance, bets, payouts, transactions and
            withdrawal requests, including the UPI or bank account details you give us for a withdrawal.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type, device information and session
            identifiers, which we use to keep you signed in and to protect your account.
          </li>
          <li>
            <strong>Support data:</strong> the messages you send us and our replies.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your personal data to:</p>
        <ul>
          <li>
            create and manage your account and keep you signed in (performance of our contract with you);
          </li>
          <li>accept and settle your bets and process your withdrawals (contract);</li>
          <li>
            verify your age and identity and prevent fraud, money laundering and match-fixing (legal
            obligation and legitimate interests);
          </li>
          <li>
            support responsible gambling, including limits, reality checks and self-exclusion (legal
            obligation);
          </li>
          <li>answer your questions and complaints (contract and legitimate interests);</li>
          <li>send you match reminders, results and offers, only where you have agreed (consent).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    body: (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>payment providers and banks, to process your withdrawals;</li>
          <li>identity-verification and fraud-prevention services;</li>
          <li>hosting and infrastructure providers who store data on our behalf under strict contracts;</li>
          <li>regulators, law enforcement and sports integrity bodies, where the law requires it.</li>
        </ul>
        <p>
          Where data leaves the European Economic Area, we protect it with the European Commission&apos;s
          standard contractual clauses or an equivalent safeguard.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a single essential cookie to keep you signed in securely. It is marked HttpOnly, so it cannot
        be read by scripts on the page. We do not use advertising or third-party tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Your Data',
    body: (
      <p>
        We keep your account data for as long as your account is open. After it is closed, we keep betting and
        transaction records for up to five years to meet anti-money-laundering and regulatory duties, and then
        delete or anonymise them. Support messages are kept for two years.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        All traffic to IPL Betting is encrypted with TLS. Passwords are hashed with a modern, memory-hard
        algorithm, access to personal data is limited to staff who need it, and every administrative action on
        accounts and withdrawals is logged. No system is perfectly secure, so please use a strong, unique
        password and never share it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          Subject to the conditions set by law, you have the following six rights over your personal data:
        </p>
        <ol>
          {RIGHTS.map((right) => (
            <li key={right.name}>
              <strong>{right.name}:</strong> {right.text}
            </li>
          ))}
        </ol>
        <p>
          To exercise any of these rights, contact us through the{' '}
          <Link to="/help-support">Help &amp; Support</Link> page. We reply within one month. You also have
          the right to complain to the Office of the Commissioner for Personal Data Protection in Cyprus.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is strictly for adults aged {MINIMUM_AGE} and over. We do not knowingly collect data from
        anyone younger. If we learn that a minor has opened an account, we close it and delete their data
        unless the law requires us to keep it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy to reflect changes in our practices or the law. The date at the top of this
        page shows the latest version, and we will tell you about significant changes by email or on the site.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      icon={<ShieldCheck />}
      updated="Last updated June 1, 2024"
      intro={
        <p>
          Your privacy matters to us. This policy explains what personal data IPL Betting collects, why we
          collect it, who we share it with and the rights you have over it.
        </p>
      }
      sections={sections}
    />
  );
}
