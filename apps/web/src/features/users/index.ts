// The users feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadUsersPage = () => import('./routes/users-page').then((module) => module.UsersPage);
export const loadUserPage = () => import('./routes/user-page').then((module) => module.UserPage);
