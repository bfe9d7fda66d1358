// The auth feature's public surface: the login / register dialog and its calls.
// Who is signed in (useMe, sign-out, RequireUser) is shared: @/lib/signed-in.
export { AuthDialogProvider } from './auth-dialog-provider';
