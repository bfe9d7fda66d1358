import { PageContainer } from '@/components/page-container';
import { usePageTitle } from '@/lib/title';
import { HeroBanner } from '../components/hero-banner';
import { WhyBetWithUs } from '../components/why-bet-with-us';

export function HomePage() {
  usePageTitle();
  return (
    <PageContainer className="grid gap-12 sm:gap-16">
      <HeroBanner />
      <WhyBetWithUs />
    </PageContainer>
  );
}
