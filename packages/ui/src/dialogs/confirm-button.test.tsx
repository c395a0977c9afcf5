// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

afterEach(cleanup);

const cancelOrder = (onConfirm: () => Promise<void>) =>
  render(
    <ConfirmButton
      label="Cancel order"
      title="Cancel order ZF/1?"
      confirmLabel="Yes, cancel it"
      keepLabel="Keep the order"
      closeLabel="Close"
      onConfirm={onConfirm}
      errorOf={(error) => (error as Error).message}
    >
      <p>This cannot be undone.</p>
    </ConfirmButton>,
  );

describe('ConfirmButton', () => {
  it('asks with the focus on keeping, does nothing on no, acts and closes on yes', async () => {
    const onConfirm = vi.fn(async () => {});
    cancelOrder(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order ZF/1?' });
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open and says why when the action fails', async () => {
    cancelOrder(async () => {
      throw new Error('This order can no longer be cancelled.');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order can no longer be cancelled.');
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
