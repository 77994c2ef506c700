import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastLines } from './notify';

describe('toastLines', () => {
  it('puts each message of a toast on its own line (SPEC §8 "joined by newlines")', () => {
    render(<div data-testid="toast">{toastLines('Contract number is required\nTerm must be a multiple of the interval')}</div>);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Contract number is required',
      'Term must be a multiple of the interval',
    ]);
  });

  it('takes a list of messages, and leaves a single message as plain text', () => {
    render(<div>{toastLines(['One', 'Two', ''])}</div>);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(toastLines('Only one')).toBe('Only one');
  });
});
