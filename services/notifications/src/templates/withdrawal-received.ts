import type { EventData, WithdrawalReceived } from '@shop/contracts';
import { type MailShop, mailLanguage, renderMail } from './layout';

// The confirmation of a consumer's statement of withdrawal (issue 27, docs/decisions/withdrawals.md), on a
// durable medium: what the statement says (name, order, items), when the shop received it (Warsaw time), and
// what happens next — where and by when to send the goods back, who pays for that, and the refund.

type Withdrawal = EventData<typeof WithdrawalReceived>;

/** '20.12.2026, 12:00' in Warsaw time. */
function receivedAtText(iso: string, language: 'pl' | 'en') {
  return new Date(iso).toLocaleString(language === 'pl' ? 'pl-PL' : 'en-GB', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

const lineText = (line: Withdrawal['lines'][number], pcs: string) =>
  `${line.name}${line.optionsLabel ? ` (${line.optionsLabel})` : ''} – ${line.quantity} ${pcs}`;

export function withdrawalReceivedMail(withdrawal: Withdrawal, shop: MailShop) {
  const language = mailLanguage(withdrawal.language);
  const at = receivedAtText(withdrawal.receivedAt, language);
  // Goods come back to the shop's own address (the company data of the settings, which staff keep true).
  const { company } = shop;
  const returnAddress = `${company.name}, ${company.street}, ${company.zipCode} ${company.city}`;
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: `Potwierdzenie odstąpienia od umowy – zamówienie ${withdrawal.orderNumber}`,
      heading: 'Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy',
      paragraphs: [
        `${withdrawal.name} odstępuje od umowy sprzedaży zawartej w zamówieniu ${withdrawal.orderNumber} w zakresie produktów wymienionych poniżej. Oświadczenie otrzymaliśmy ${at} (czas polski).`,
        ...(withdrawal.goodsToReturn
          ? [
              `Odeślij produkty w ciągu 14 dni od dnia odstąpienia na adres: ${returnAddress}. Do zachowania terminu wystarczy nadać przesyłkę przed jego upływem.`,
              'Bezpośredni koszt odesłania produktów ponosisz Ty, zgodnie z regulaminem sklepu (art. 34 ust. 2 ustawy o prawach konsumenta).',
            ]
          : []),
        'Zwrócimy pieniądze w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności, której użyłeś – wraz z kosztem dostawy do wysokości najtańszego zwykłego sposobu dostawy, jeśli odstępujesz od całego zamówienia. Możemy wstrzymać zwrot do chwili otrzymania produktów albo dowodu ich odesłania.',
        'Zachowaj tę wiadomość: jest potwierdzeniem złożenia oświadczenia.',
      ],
      details: [
        { label: 'Imię i nazwisko', value: withdrawal.name },
        { label: 'Numer zamówienia', value: withdrawal.orderNumber },
        { label: 'Data i godzina otrzymania', value: `${at} (czas polski)` },
        ...withdrawal.lines.map((line, i) => ({ label: `Produkt ${i + 1}`, value: lineText(line, 'szt.') })),
      ],
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    });
  }
  return renderMail({
    language,
    shop,
    subject: `Confirmation of withdrawal from the contract – order ${withdrawal.orderNumber}`,
    heading: 'We have received your statement of withdrawal',
    paragraphs: [
      `${withdrawal.name} withdraws from the sales contract of order ${withdrawal.orderNumber} for the items listed below. We received the statement on ${at} (Polish time).`,
      ...(withdrawal.goodsToReturn
        ? [
            `Please send the items back within 14 days of withdrawing to: ${returnAddress}. Posting them before the 14 days are over is enough.`,
            'The direct cost of sending the items back is yours, as the shop’s terms say (Polish consumer rights act, art. 34(2)).',
          ]
        : []),
      'We refund the money within 14 days of receiving the statement, by the payment method you used – with the delivery cost up to the cheapest standard delivery option if you withdraw from the whole order. We may withhold the refund until we receive the items or proof that you have sent them.',
      'Keep this message: it confirms that you made the statement.',
    ],
    details: [
      { label: 'Name', value: withdrawal.name },
      { label: 'Order number', value: withdrawal.orderNumber },
      { label: 'Received on', value: `${at} (Polish time)` },
      ...withdrawal.lines.map((line, i) => ({ label: `Item ${i + 1}`, value: lineText(line, 'pcs') })),
    ],
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
  });
}
