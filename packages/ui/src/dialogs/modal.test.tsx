// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

function RemoveFromCart() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Remove the bike?"
        closeLabel="Close"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Remove it</button>
          </>
        }
      >
        <p>It stays in your saved items.</p>
        <a href="/en/account">Saved items</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title that takes focus when it opens', async () => {
    render(<RemoveFromCart />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the bike?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Saved items' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<RemoveFromCart />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove it' })).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    render(<RemoveFromCart />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(<RemoveFromCart />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
