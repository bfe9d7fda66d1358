// The seeded accounts (README, src/shared/constants.ts) as the journeys use them.
export { DEMO_PLAYER } from '../../../src/shared/constants';

export const SEED_ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'admin@iplbetting.app',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'admin1234',
};

/** The header balance chip ("Wallet balance: ₹…") and the side menu's balance row ("Wallet balance ₹…"). */
export const BALANCE_LINK = /^Wallet balance/;
