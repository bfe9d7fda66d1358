// The home page's own sections; the page itself is composed in the app layer with the match lists.
export { HeroBanner } from './components/hero-banner';
export { WhyBetWithUs } from './components/why-bet-with-us';
