// The analysis feature's public face. Whatever it shows is exported as a loader, so the first page does not carry
// it: its page (a chunk of its own, fetched on its first visit), and the panels app/ shows on an IFRS16 agreement's
// summary.
export const loadPortfolioSensitivityPage = () =>
  import('./routes/portfolio-sensitivity-page').then((module) => module.PortfolioSensitivityPage);
export const loadAgreementSummaryPanels = () => import('./components/agreement-summary-panels');
