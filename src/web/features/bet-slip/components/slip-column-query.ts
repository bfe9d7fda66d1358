/** From this width the bet slip is a column of its own beside the page, always open; narrower, a sheet. */
export const SLIP_COLUMN_QUERY = '(min-width: 1280px)';
