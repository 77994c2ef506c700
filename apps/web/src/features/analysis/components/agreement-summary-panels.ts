// The panels an IFRS16 agreement's summary shows, loaded together when that page is first opened.
export { BorrowingRatePanel } from './borrowing-rate-panel';
export { ImpairmentPanel } from './impairment-panel';
export { SensitivityPanel } from './sensitivity-panel';
