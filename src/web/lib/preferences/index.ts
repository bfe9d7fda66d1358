// The player's preferences (GET|PUT /api/me/preferences), shared by My Account, which edits them all,
// and the bet slip, which reads and sets the odds preference and the one-click stakes.
export { usePreferences } from './get-preferences';
export { useSavePreferences } from './save-preferences';
export { usePreferenceSetting } from './use-preference-setting';
export { OddsChangeControl } from './odds-change-control';
export { QuickStakesControl } from './quick-stakes-control';
