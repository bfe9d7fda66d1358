import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { MINIMUM_AGE } from '@shared/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/lib/title';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: <Trans>Who We Are</Trans>,
    body: (
      <p>
        <Trans>
          <span translate="no">IPL Betting Demo Ltd</span>, registered in Cyprus (HE 412345),{' '}
          <span translate="no">12 Makariou III Avenue, 1065 Nicosia</span>, is the controller of the personal
          data described in this policy. We process personal data in line with the EU General Data Protection
          Regulation (GDPR) and the Cyprus data protection law, and we respect the Digital Personal Data
          Protection Act, 2023 for our users in India.
        </Trans>
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: <Trans>Information We Collect</Trans>,
    body: (
      <>
        <ul>
          <li>
            <Trans>
              <strong>Account details:</strong> your full name, phone number, email address and a securely
              hashed version of your password. We never store your password in plain text.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Wallet and betting records:</strong> your balance, bets, payouts, transactions and
              withdrawal requests, including the UPI or bank account details you give us for a withdrawal.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical data:</strong> your IP address, browser type, device information and session
              identifiers, which we use to keep you signed in and to protect your account.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Support data:</strong> the messages you send us and our replies.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: <Trans>How We Use Your Information</Trans>,
    body: (
      <>
        <p>
          <Trans>We use your personal data to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              create and manage your account and keep you signed in (performance of our contract with you);
            </Trans>
          </li>
          <li>
            <Trans>accept and settle your bets and process your withdrawals (contract);</Trans>
          </li>
          <li>
            <Trans>
              verify your age and identity and prevent fraud, money laundering and match-fixing (legal
              obligation and legitimate interests);
            </Trans>
          </li>
          <li>
            <Trans>
              support responsible gambling, including limits, reality checks and self-exclusion (legal
              obligation);
            </Trans>
          </li>
          <li>
            <Trans>answer your questions and complaints (contract and legitimate interests);</Trans>
          </li>
          <li>
            <Trans>send you match reminders, results and offers, only where you have agreed (consent).</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: <Trans>Sharing Your Information</Trans>,
    body: (
      <>
        <p>
          <Trans>We do not sell your personal data. We share it only with:</Trans>
        </p>
        <ul>
          <li>
            <Trans>payment providers and banks, to process your withdrawals;</Trans>
          </li>
          <li>
            <Trans>identity-verification and fraud-prevention services;</Trans>
          </li>
          <li>
            <Trans>
              hosting and infrastructure providers who store data on our behalf under strict contracts;
            </Trans>
          </li>
          <li>
            <Trans>regulators, law enforcement and sports integrity bodies, where the law requires it.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Where data leaves the European Economic Area, we protect it with the European Commission&apos;s
            standard contractual clauses or an equivalent safeguard.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: <Trans>Cookies</Trans>,
    body: (
      <p>
        <Trans>
          We use a single essential cookie to keep you signed in securely. It is marked{' '}
          <span translate="no">HttpOnly</span>, so it cannot be read by scripts on the page. We do not use
          advertising or third-party tracking cookies.
        </Trans>
      </p>
    ),
  },
  {
    id: 'retention',
    title: <Trans>How Long We Keep Your Data</Trans>,
    body: (
      <p>
        <Trans>
          We keep your account data for as long as your account is open. After it is closed, we keep betting
          and transaction records for up to five years to meet anti-money-laundering and regulatory duties,
          and then delete or anonymise them. Support messages are kept for two years.
        </Trans>
      </p>
    ),
  },
  {
    id: 'security',
    title: <Trans>Security</Trans>,
    body: (
      <p>
        <Trans>
          All traffic to IPL Betting is encrypted with TLS. Passwords are hashed with a modern, memory-hard
          algorithm, access to personal data is limited to staff who need it, and every administrative action
          on accounts and withdrawals is logged. No system is perfectly secure, so please use a strong, unique
          password and never share it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: <Trans>Your Rights</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Subject to the conditions set by law, you have the following six rights over your personal data:
          </Trans>
        </p>
        <ol>
          <li>
            <Trans>
              <strong>Right of access:</strong> Ask for a copy of the personal data we hold about you and
              information about how we use it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to rectification:</strong> Ask us to correct data that is inaccurate or to
              complete data that is incomplete.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to erasure:</strong> Ask us to delete your data where there is no longer a lawful
              reason for us to keep it. Records we must retain by law (for example for anti-money-laundering
              purposes) are kept until that duty ends.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to restriction of processing:</strong> Ask us to pause using your data while you
              contest its accuracy or object to our use of it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to data portability:</strong> Receive the data you gave us in a structured,
              machine-readable format, or ask us to send it to another provider.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to object:</strong> Object to processing based on our legitimate interests, and to
              direct marketing at any time.
            </Trans>
          </li>
        </ol>
        <p>
          <Trans>
            To exercise any of these rights, contact us through the{' '}
            <Link to="/help-support">Help &amp; Support</Link> page. We reply within one month. You also have
            the right to complain to the Office of the Commissioner for Personal Data Protection in Cyprus.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: <Trans>Children</Trans>,
    body: (
      <p>
        <Trans>
          The Service is strictly for adults aged {MINIMUM_AGE} and over. We do not knowingly collect data
          from anyone younger. If we learn that a minor has opened an account, we close it and delete their
          data unless the law requires us to keep it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: <Trans>Changes to This Policy</Trans>,
    body: (
      <p>
        <Trans>
          We may update this policy to reflect changes in our practices or the law. The date at the top of
          this page shows the latest version, and we will tell you about significant changes by email or on
          the site.
        </Trans>
      </p>
    ),
  },
];

export function PrivacyPage() {
  const { t } = useLingui();
  usePageTitle(t`Privacy Policy`);
  return (
    <LegalPage
      title={t`Privacy Policy`}
      icon={<ShieldCheck />}
      updated={t`Last updated June 1, 2024`}
      intro={
        <p>
          <Trans>
            Your privacy matters to us. This policy explains what personal data IPL Betting collects, why we
            collect it, who we share it with and the rights you have over it.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
