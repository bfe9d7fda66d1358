export { RecentWinners } from './components/recent-winners';
