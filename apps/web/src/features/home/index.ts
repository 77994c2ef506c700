// The home feature's public face: its page as a loader (a chunk of its own), and the card model app/ fills from the
// feature registry.
export const loadHomePage = () => import('./routes/home-page').then((module) => module.HomePage);
export type { HomeCardModel } from './components/home-card';
