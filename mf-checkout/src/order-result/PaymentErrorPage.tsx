import type { ScreenProps } from '../screens/text';
import { PaymentResultPage } from './PaymentResultPage';

/** `/pl/platnosc/:provider/blad`: where a failed attempt comes back; shows what is known (SPEC §4: pay again). */
export function PaymentErrorPage(props: ScreenProps) {
  return <PaymentResultPage screen="paymentError" {...props} />;
}
