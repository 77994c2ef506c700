// The depreciation feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadDepreciationPage = () => import('./routes/depreciation-page').then((module) => module.DepreciationPage);
