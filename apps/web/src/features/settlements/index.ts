// The settlements feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadSettlementsPage = () => import('./routes/settlements-page').then((module) => module.SettlementsPage);
