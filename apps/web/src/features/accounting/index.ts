// The accounting feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadAccountingPage = () => import('./routes/accounting-page').then((module) => module.AccountingPage);
