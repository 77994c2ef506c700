// The contractors feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx); app/ puts the record page beside its History tab.
export const loadContractorsPage = () => import('./routes/contractors-page').then((module) => module.ContractorsPage);
export const loadContractorPage = () => import('./routes/contractor-page').then((module) => module.ContractorPage);
