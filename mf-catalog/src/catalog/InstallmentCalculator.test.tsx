// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InstallmentCalculator } from './InstallmentCalculator';
import { loadTexts } from './test-support';

beforeAll(loadTexts);
afterEach(cleanup);

const offer = (bank: 'eraty' | 'ca') => document.querySelector(`[data-bank="${bank}"]`) as HTMLElement;
// The testing library reads the no-break space of prices as a plain one.
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

describe('InstallmentCalculator', () => {
  it('shows eRaty 20 × 0 % and Credit Agricole 10 × 0 % for a PLN price from 100 zł', () => {
    render(<InstallmentCalculator lang="pl" unitPrice={499_900} currency="PLN" quantity={1} />);
    expect(screen.getByRole('heading', { name: 'Kup na raty 0%' })).toBeVisible();
    expect(text(offer('eraty'))).toContain('20 rat po 249,95 zł');
    expect(text(offer('ca'))).toContain('10 rat po 499,90 zł');
    expect(text(offer('eraty'))).toContain('Razem 4 999,00 zł');
    expect(text(offer('eraty'))).toContain('przelew weryfikacyjny 1,00 zł');
  });

  it('counts the chosen quantity, and the last installment evens up the grosze', () => {
    // 3 × 333,37 zł = 1 000,11 zł; in 20: nineteen of 50,00 zł and a last one of 50,11 zł
    render(<InstallmentCalculator lang="pl" unitPrice={333_37} currency="PLN" quantity={3} />);
    expect(text(offer('eraty'))).toContain('20 rat po 50,00 zł');
    expect(text(offer('eraty'))).toContain('Ostatnia rata: 50,11 zł');
    expect(text(offer('ca'))).toContain('10 rat po 100,01 zł');
    expect(text(offer('ca'))).toContain('Ostatnia rata: 100,02 zł');
  });

  it('lets the shopper choose fewer eRaty installments', () => {
    render(<InstallmentCalculator lang="en" unitPrice={120_000} currency="PLN" quantity={1} />);
    const count = within(offer('eraty')).getByLabelText('Number of installments (eRaty)');
    fireEvent.change(count, { target: { value: '12' } });
    expect(text(offer('eraty'))).toContain('12 installments of 100.00 PLN');
  });

  it('says "3 raty", not "3 rat", in Polish', () => {
    render(<InstallmentCalculator lang="pl" unitPrice={120_000} currency="PLN" quantity={1} />);
    fireEvent.change(within(offer('eraty')).getByLabelText('Liczba rat (eRaty)'), { target: { value: '3' } });
    expect(text(offer('eraty'))).toContain('3 raty po 400,00 zł');
  });

  it('appears from exactly 100 zł for the whole quantity', () => {
    const { rerender, container } = render(
      <InstallmentCalculator lang="pl" unitPrice={99_99} currency="PLN" quantity={1} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<InstallmentCalculator lang="pl" unitPrice={50_00} currency="PLN" quantity={2} />);
    expect(text(offer('eraty'))).toContain('20 rat po 5,00 zł');
  });

  it('draws nothing for a price in euro, however high', () => {
    const { container } = render(<InstallmentCalculator lang="en" unitPrice={1_200_000} currency="EUR" quantity={1} />);
    expect(container.innerHTML).toBe('');
  });
});
