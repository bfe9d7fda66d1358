export { RecentWinners } from './components/recent-winners';
export { useWinners } from './api/use-winners';
