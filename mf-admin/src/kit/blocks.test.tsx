// @vitest-environment jsdom
import type { HistoryAnswer } from '@shop/contracts';
import { Button } from '@shop/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, preparePage, renderInPanel } from '../testing';
import { ConfirmDialog } from './ConfirmDialog';
import { HistoryPanel } from './HistoryPanel';
import { toast } from './toast';

beforeAll(preparePage);
beforeEach(() => {
  fakeGateway();
});
afterEach(cleanup);

function Deactivate({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Dezaktywuj</Button>
      <ConfirmDialog
        open={open}
        title="Dezaktywować konto: Jan Nowak?"
        confirmLabel="Dezaktywuj konto"
        tone="danger"
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      >
        <p>Pracownik zostanie wylogowany.</p>
      </ConfirmDialog>
    </>
  );
}

describe('the confirm dialog', () => {
  it('is a labelled modal with Cancel focused first; Esc cancels and focus returns to the opener', async () => {
    const confirmed = vi.fn(async () => {});
    renderInPanel(<Deactivate onConfirm={confirmed} />);
    const opener = screen.getByRole('button', { name: 'Dezaktywuj' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dezaktywować konto: Jan Nowak?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('keeps focus inside while open and runs the action on confirm', async () => {
    const confirmed = vi.fn(async () => {});
    renderInPanel(<Deactivate onConfirm={confirmed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dezaktywuj' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj konto' }));
    expect(confirmed).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('toasts', () => {
  it('are announced in a polite live region and can be dismissed', async () => {
    renderInPanel(<Button onClick={() => toast('Zmiany zostały zapisane.')}>Zapisz</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const region = screen.getByRole('region', { name: 'Powiadomienia' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Zmiany zostały zapisane.')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(within(region).queryByText('Zmiany zostały zapisane.')).not.toBeInTheDocument();
  });
});

const entry = (id: number, changes: HistoryAnswer['items'][number]['changes'], action = 'update') => ({
  id,
  at: '2026-11-20T09:05:00.000Z',
  staffId: 's1',
  staffName: 'Ewa Kowalska',
  adminType: 'super_admin',
  action,
  changes,
});

describe('the history panel', () => {
  it('lists who changed what, as which type and when, field by field, with pages', async () => {
    const load = vi.fn(async ({ page }: { page: number; limit: number }) => ({
      items:
        page === 1
          ? [entry(2, [{ field: 'adminType', before: 'sales_employee', after: 'sales_manager' }])]
          : [entry(1, [{ field: 'email', before: null, after: 'jan@zefir.test' }], 'create')],
      total: 11,
      page,
      limit: 10,
    }));
    renderInPanel(
      <HistoryPanel
        load={load}
        fieldLabel={(field) => (field === 'adminType' ? 'Typ konta' : field)}
        formatValue={(field, value) => (field === 'adminType' ? `typ ${String(value)}` : String(value))}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Historia zmian' });
    const item = (await within(panel).findByText(/Ewa Kowalska/)).closest('li')!;
    expect(item).toHaveTextContent('Zmieniono · Ewa Kowalska (Superadministrator)');
    expect(item).toHaveTextContent('Typ konta: typ sales_employee → zmieniono na typ sales_manager');
    expect(within(item).getByText(/\d\d\.11\.2026 \d\d:\d\d/)).toHaveAttribute('datetime', '2026-11-20T09:05:00.000Z');
    await userEvent.click(within(panel).getByRole('button', { name: 'Strona 2' }));
    const created = (await within(panel).findByText(/Utworzono/)).closest('li')!;
    expect(created).toHaveTextContent('email: (puste) → zmieniono na jan@zefir.test');
    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 10 }, expect.any(AbortSignal));
  });

  it('says when nothing has been recorded yet', async () => {
    renderInPanel(<HistoryPanel load={async () => ({ items: [], total: 0, page: 1, limit: 10 })} />, 'en');
    expect(await screen.findByText('No changes recorded yet.')).toBeVisible();
  });
});
