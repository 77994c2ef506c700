/** A clock the test moves by hand (lockout ends, token and reset-link expiries). */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}
export type TestClock = ReturnType<typeof testClock>;
