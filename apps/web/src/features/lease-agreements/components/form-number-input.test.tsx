import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAgreementForm, type AgreementFormValues } from './agreement-form-values';
import { FormNumberInput } from './form-number-input';
import i18n from '../../../lib/i18n';
import { TestProviders } from '../../../test/render';

/** The agreement form's way: a resolver that passes whatever the values are, and a Save that submits. */
function AmountForm({ onSave, kind = 'amount' }: { onSave: (values: AgreementFormValues) => void; kind?: 'amount' | 'percent' | 'integer' }) {
  const form = useForm<AgreementFormValues>({ defaultValues: emptyAgreementForm, resolver: (values) => ({ values, errors: {} }) });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <FormNumberInput control={form.control} name="rentPaymentAmount" kind={kind} label="Rent" />
      <button type="button" onClick={() => form.reset(emptyAgreementForm)}>
        Clear
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(kind?: 'amount' | 'percent' | 'integer') {
  const onSave = vi.fn<(values: AgreementFormValues) => void>();
  render(
    <TestProviders>
      <AmountForm onSave={onSave} kind={kind} />
    </TestProviders>,
  );
  return { onSave, field: screen.getByRole('textbox', { name: 'Rent' }) };
}

async function typeAndLeave(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe.each([
  ['en', 'Ambiguous: write 100 000 (without the group mark) or 100,00 (with decimals)', 'Decimal places: at most 2; nothing is rounded or cut'],
  ['pl', 'Niejednoznaczne: wpisz 100 000 (bez separatora tysięcy) lub 100,00 (z miejscami po przecinku)', 'Miejsc po przecinku: najwyżej 2; nic nie jest zaokrąglane ani obcinane'],
])('an amount typed in %s', (language, ambiguousText, decimalsText) => {
  const inLanguage = () => act(() => i18n.changeLanguage(language));

  it('shows what it read in the product format and saves exactly that', async () => {
    await inLanguage();
    const { onSave, field } = renderForm();
    for (const [typed, shown, saved] of [
      ['1 234,56', '1 234,56', 1234.56],
      ['1234.5', '1 234,50', 1234.5],
      ['12,345.67', '12 345,67', 12345.67],
    ] as const) {
      await typeAndLeave(field, typed);
      expect(field).toHaveValue(shown);
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ rentPaymentAmount: saved }), expect.anything()));
    }
  });

  it('keeps an ambiguous or too precise amount as typed, says why under it and does not save', async () => {
    await inLanguage();
    const { onSave, field } = renderForm();
    for (const [typed, message] of [
      ['100,000', ambiguousText],
      ['1,234.567', decimalsText],
    ] as const) {
      await typeAndLeave(field, typed);
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      const error = screen.getByText(message);
      expect(field.getAttribute('aria-describedby')).toContain(error.id);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(field).toHaveFocus();
      expect(await screen.findByText(`Rent: ${message}`)).toBeInTheDocument();
      expect(field).toHaveValue(typed);
      expect(onSave).not.toHaveBeenCalled();
    }
  });
});

describe('the number field while it is used', () => {
  it('keeps every character typed while focused, and reads it on Enter without saving a refused text', async () => {
    const { onSave, field } = renderForm();
    await userEvent.type(field, '100,000');
    expect(field).toHaveValue('100,000');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '100 000{Enter}');
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ rentPaymentAmount: 100000 }), expect.anything()));
    expect(field).toHaveValue('100 000,00');
  });

  it('refuses a letter as it is typed, with a message, and takes the next digit', async () => {
    const { field } = renderForm();
    await userEvent.type(field, '95x');
    expect(field).toHaveValue('95');
    expect(screen.getByText('Enter a number; letters are not allowed')).toBeInTheDocument();
    await userEvent.type(field, '0');
    expect(screen.queryByText('Enter a number; letters are not allowed')).not.toBeInTheDocument();
    expect(field).toHaveValue('950');
  });

  it('drops a refused text when the form is cleared, and saves an emptied field as empty', async () => {
    const { onSave, field } = renderForm();
    await typeAndLeave(field, '1,234');
    expect(screen.getByText('Ambiguous: write 1 234 for the whole number (without the group mark); decimal places: at most 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await vi.waitFor(() => expect(field).toHaveValue(''));
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ rentPaymentAmount: '' }), expect.anything()));
  });

  it('reads percents to 4 decimals with their sign, and whole numbers without decimals', async () => {
    const percent = renderForm('percent');
    await typeAndLeave(percent.field, '7,5');
    expect(percent.field).toHaveValue('7,5 %');
    await typeAndLeave(percent.field, '7,125');
    expect(screen.getByText('Ambiguous: write 7 125 (without the group mark) or 7,1250 (with decimals)')).toBeInTheDocument();
    await typeAndLeave(percent.field, '7,1250 %');
    // shown with a fourth decimal, so that what is shown reads back as the same rate
    expect(percent.field).toHaveValue('7,1250 %');
  });

  it('refuses decimals in a whole number', async () => {
    const { field } = renderForm('integer');
    await typeAndLeave(field, '36,5');
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    await typeAndLeave(field, '36');
    expect(field).toHaveValue('36');
  });
});
