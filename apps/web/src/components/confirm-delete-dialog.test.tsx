import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { TestProviders } from '../test/render';
import { ConfirmDeleteDialog, type DeleteSubject } from './confirm-delete-dialog';

function open(subject: DeleteSubject, handlers = { onCancel: vi.fn(), onConfirm: vi.fn() }) {
  render(
    <TestProviders>
      <ConfirmDeleteDialog itemName="Mleczarnia (6765432109)" subject={subject} {...handlers} />
    </TestProviders>,
  );
  return handlers;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ConfirmDeleteDialog', () => {
  it('starts on Cancel, not on the red Delete: Enter cancels', async () => {
    const { onCancel, onConfirm } = open('contractor');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
    expect(dialog).toContainElement(cancel);
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says what the delete does to this kind of record, in both languages', async () => {
    open('contractor');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Delete Mleczarnia (6765432109)?');
    expect(dialog).toHaveTextContent('This is refused while it has live agreements');
    await i18n.changeLanguage('pl');
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Usunąć Mleczarnia (6765432109)?'));
    expect(dialog).toHaveTextContent('dopóki ma aktywne umowy');
  });

  it.each([
    ['tenant', 'while it has users or live contractors'],
    ['salesPerson', 'while the trader is on live agreements'],
    ['agreement', 'numbers become free'],
    ['user', 'can no longer sign in'],
  ] as const)('words the %s delete', async (subject, text) => {
    open(subject);
    expect(await screen.findByRole('dialog', { name: 'Confirm deletion' })).toHaveTextContent(text);
  });

  it('deletes on the Delete button', async () => {
    const { onConfirm } = open('agreement');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
