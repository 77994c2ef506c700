import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { TestProviders } from '../test/render';
import { DateField } from './date-field';

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Starting date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function renderField(initial = '') {
  const onValue = vi.fn();
  render(
    <TestProviders>
      <Harness initial={initial} onValue={onValue} />
    </TestProviders>,
  );
  return { input: screen.getByRole('textbox', { name: 'Starting date' }), onValue };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DateField', () => {
  it('shows the wire date as English writes it and takes a date typed as DD/MM/YYYY', async () => {
    const { input, onValue } = renderField('2025-03-01');
    expect(input).toHaveValue('01/03/2025');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.clear(input);
    await userEvent.type(input, '15/04/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-04-15');
    await userEvent.tab();
    expect(input).toHaveValue('15/04/2026');
  });

  it('in Polish shows DD.MM.YYYY, takes 31.12.2025 typed, and its calendar speaks Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    const { input, onValue } = renderField('2025-03-01');
    expect(input).toHaveValue('01.03.2025');
    expect(input).toHaveAttribute('placeholder', 'DD.MM.RRRR');
    await userEvent.click(input);
    expect(await screen.findByText('marzec 2025')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '31.12.2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-12-31');
  });

  it('also takes YYYY-MM-DD, refuses an impossible date, and empties when cleared', async () => {
    const { input, onValue } = renderField();
    await userEvent.type(input, '2025-01-31');
    expect(onValue).toHaveBeenLastCalledWith('2025-01-31');
    onValue.mockClear();
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    onValue.mockClear();
    await userEvent.type(input, '31/02/2025');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });
});
