export { LiveUpdatesListener } from './live-updates-listener';
