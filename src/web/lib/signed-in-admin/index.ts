// Who may enter the back office, as the server answers it. Apart from @/lib/signed-in so that no admin
// code reaches the player's first load (the signed-in barrel is in the entry chunk).
export { adminAccessKey, useAdminAccess, type AdminAccess } from './admin-access';
export { RequireAdmin, ADMIN_LOGIN_PATH } from './require-admin';
