// The auth feature's public surface for the rest of the app.
export { useMe, getMe, meQueryKey, meQueryOptions } from './api/get-me';
export { useSignIn } from './api/sign-in';
export { useSignUp } from './api/sign-up';
export { useSignOut } from './api/sign-out';
export { AuthDialogProvider, useAuthDialog, type AuthDialogApi, type AuthMode } from './auth-dialog-provider';
export { SignInPrompt } from './components/sign-in-prompt';
export { RequireUser } from './components/require-user';
export { useSignOutAction } from './hooks/use-sign-out-action';
