/** A valid NIP (10 digits) from nine digits, or from the next nine that have a check digit. */
export function validNip(nine: number): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (let n = nine; ; n++) {
    const digits = String(n).padStart(9, '0');
    const check = weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
    if (check !== 10) return `${digits}${check}`;
  }
}
