/** The bet slip's sheet is the whole width of a phone, 420 px from the sm breakpoint: it and its loading panel. */
export const BET_SLIP_SHEET_WIDTH = 'w-full max-w-none sm:w-[420px] sm:max-w-[420px]';
