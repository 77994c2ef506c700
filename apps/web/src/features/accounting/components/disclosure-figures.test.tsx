import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Disclosure, DisclosurePart } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { TestProviders } from '../../../test/render';
import { DisclosureFigures } from './disclosure-figures';

/** DOMAIN §12 E's 2027: the modification of 1 January booked in the period (DOMAIN §14). */
const changed: Disclosure = {
  reportId: 7,
  token: 'token',
  liability: { opening: 328710.18, additions: 0, interest: 13484.34, payments: 78000, remeasurements: -119748.74, closing: 144445.78 },
  rightOfUse: { opening: 313953.29, additions: 0, depreciation: 66702.48, remeasurements: -113845.99, closing: 133404.82 },
  maturity: { withinOneYear: 78000, oneToFiveYears: 78000, afterFiveYears: 0, total: 156000 },
  current: 69524.2,
  nonCurrent: 74921.58,
  modificationGainLoss: 5902.75,
};

/** The same agreement in 2028: no change booked, so the change lines are 0 and the screen shows none. */
const quiet: Disclosure = {
  reportId: 8,
  token: 'token',
  liability: { opening: 144445.78, additions: 0, interest: 8475.8, payments: 78000, remeasurements: 0, closing: 74921.58 },
  rightOfUse: { opening: 133404.82, additions: 0, depreciation: 66702.48, remeasurements: 0, closing: 66702.34 },
  maturity: { withinOneYear: 78000, oneToFiveYears: 0, afterFiveYears: 0, total: 78000 },
  current: 74921.58,
  nonCurrent: 0,
  modificationGainLoss: 0,
};

function renderFigures(disclosure: Disclosure) {
  const parts: DisclosurePart[] = [];
  render(
    <TestProviders>
      <DisclosureFigures
        disclosure={disclosure}
        download={(part) => {
          parts.push(part);
          return <button type="button">Excel {part}</button>;
        }}
      />
    </TestProviders>,
  );
  return parts;
}

const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DisclosureFigures with lease changes (DOMAIN §14)', () => {
  it('shows each roll-forward’s remeasurements before its closing balance, and the gain on modifications with its own download', () => {
    const parts = renderFigures(changed);
    const liability = screen.getByRole('table', { name: 'Lease liability' });
    expect(rowNames(liability)).toEqual(['Opening balance', 'Additions', 'Interest', 'Payments', 'Remeasurements and modifications', 'Closing balance']);
    expect(within(liability).getByRole('row', { name: /Remeasurements/ })).toHaveTextContent('-119 748,74');
    const asset = screen.getByRole('table', { name: 'Right-of-use asset' });
    expect(rowNames(asset)).toEqual(['Opening balance', 'Additions', 'Depreciation', 'Remeasurements and modifications', 'Closing balance']);
    expect(within(asset).getByRole('row', { name: /Remeasurements/ })).toHaveTextContent('-113 845,99');
    const modifications = screen.getByRole('table', { name: 'Lease modifications' });
    expect(within(modifications).getByRole('row', { name: /Gain \(loss\) on lease modifications/ })).toHaveTextContent('5 902,75');
    expect(parts).toEqual(['liability', 'rightOfUse', 'maturity', 'currentSplit', 'modifications']);
  });

  it('in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    renderFigures(changed);
    const liability = await screen.findByRole('table', { name: 'Zobowiązanie z tytułu leasingu' });
    expect(within(liability).getByRole('row', { name: /Aktualizacja wyceny i modyfikacje/ })).toHaveTextContent('-119 748,74');
    const modifications = screen.getByRole('table', { name: 'Modyfikacje leasingu' });
    expect(within(modifications).getByRole('row', { name: /Zysk \(strata\) z modyfikacji leasingu/ })).toHaveTextContent('5 902,75');
  });

  it('a period without a change shows the roll-forwards as before and no modifications block', () => {
    const parts = renderFigures(quiet);
    expect(rowNames(screen.getByRole('table', { name: 'Lease liability' }))).toEqual(['Opening balance', 'Additions', 'Interest', 'Payments', 'Closing balance']);
    expect(rowNames(screen.getByRole('table', { name: 'Right-of-use asset' }))).toEqual(['Opening balance', 'Additions', 'Depreciation', 'Closing balance']);
    expect(screen.queryByRole('table', { name: 'Lease modifications' })).not.toBeInTheDocument();
    expect(parts).not.toContain('modifications');
  });
});
