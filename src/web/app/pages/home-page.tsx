import { PageContainer } from '@/components/page-container';
import { HeroBanner, WhyBetWithUs } from '@/features/home';
import { HomeLiveMatches, HomeUpcomingMatches } from '@/features/matches';
import { usePageTitle } from '@/lib/title';

/** Home composes two features (its banner and pitch, the matches' previews), so it lives in the app layer. */
export function HomePage() {
  usePageTitle();
  return (
    <PageContainer className="grid grid-cols-1 gap-5 pt-3 sm:gap-16 sm:pt-10">
      <HeroBanner />
      <HomeLiveMatches />
      <HomeUpcomingMatches />
      <WhyBetWithUs />
    </PageContainer>
  );
}
