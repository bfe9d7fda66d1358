import { PageContainer } from '@/components/page-container';
import { usePageTitle } from '@/lib/title';
import { HeroBanner } from '../components/hero-banner';
import { HomeLiveMatches, HomeUpcomingMatches } from '../components/home-matches';
import { WhyBetWithUs } from '../components/why-bet-with-us';

export function HomePage() {
  usePageTitle();
  return (
    <PageContainer className="grid grid-cols-1 gap-12 sm:gap-16">
      <HeroBanner />
      <HomeLiveMatches />
      <HomeUpcomingMatches />
      <WhyBetWithUs />
    </PageContainer>
  );
}
