import type { ScreenProps } from '../screens/text';
import { PaymentResultPage } from './PaymentResultPage';

/** `/pl/platnosc/:provider/sukces`: where a paid (or still pending) attempt comes back; shows what is known. */
export function PaymentSuccessPage(props: ScreenProps) {
  return <PaymentResultPage screen="paymentSuccess" {...props} />;
}
