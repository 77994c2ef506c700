// The traders feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadTradersPage = () => import('./routes/traders-page').then((module) => module.TradersPage);
export const loadTraderPage = () => import('./routes/trader-page').then((module) => module.TraderPage);
