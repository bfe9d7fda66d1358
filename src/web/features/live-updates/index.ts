export { LiveUpdatesListener, createHandlers } from './live-updates-listener';
