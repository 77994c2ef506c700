// The auth feature's public face. The login page is in the first chunk; the other pages and the password dialog
// are exported as loaders, so each is a chunk of its own, fetched when first shown.
export { LoginPage } from './routes/login-page';
export const loadPasswordResetPage = () => import('./routes/password-reset-page').then((module) => module.PasswordResetPage);
export const loadSelectClientPage = () => import('./routes/select-client-page').then((module) => module.SelectClientPage);
export const loadChangePasswordDialog = () =>
  import('./components/change-password-dialog').then((module) => module.ChangePasswordDialog);
export { logout } from './api/logout';
export { validateToken } from './api/validate-token';
