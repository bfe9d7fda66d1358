// Who is signed in, shared by every feature: the profile query, sign-out, the page guard and the
// login-dialog request. The login and register forms themselves are the auth feature's.
export { useMe, meQueryKey } from './get-me';
export { useSignIn, signIn } from './sign-in';
export { useSignOut, signOut } from './sign-out';
export { useSignOutAction } from './use-sign-out-action';
export { RequireUser } from './require-user';
export { SignInPrompt } from './sign-in-prompt';
export { AuthDialogContext, useAuthDialog, type AuthDialogApi, type AuthMode } from './auth-dialog-context';
export { offerNewAccountStep, useNewAccountStep } from './new-account-step';
