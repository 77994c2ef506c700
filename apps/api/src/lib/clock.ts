/** Time as the app sees it; tests move it to reach lockout ends and token expiries. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
