// Who may enter the back office, as the server answers it. Apart from @/lib/session so that no admin
// code reaches the player's first load (the session barrel is in the entry chunk).
export { adminSessionKey, useAdminAccess, type AdminAccess } from './admin-session';
export { RequireAdmin, ADMIN_LOGIN_PATH } from './require-admin';
