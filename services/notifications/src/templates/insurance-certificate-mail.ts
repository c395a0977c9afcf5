import type { EventData, InsurancePolicyRegistered } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { screens } from '@shop/i18n';
import { type MailShop, mailLanguage, renderMail } from './layout';

// The buyer of a registered bike gets its insurance certificate (issue 25): the policy, the frame, the cover
// period and sum, the 48-hour police rule in short, the certificate PDF attached.

type Registered = EventData<typeof InsurancePolicyRegistered>;

/** '2026-11-21' → '21.11.2026', as a Polish shop writes a date. */
const day = (date: string) => date.split('-').reverse().join('.');

/** The storefront's insurance page (with the check) in the e-mail's language, absolute. */
export function insurancePageUrl(shopUrl: string, language: string): string {
  const lang = mailLanguage(language);
  const screen = screens.find((candidate) => candidate.id === 'insurance');
  return `${shopUrl}/${lang}/${screen?.[lang] ?? ''}`;
}

export function insuranceCertificateMail(policy: Registered, pageUrl: string, shop?: MailShop) {
  const sum = formatMoney(policy.insuredSum, policy.language);
  const cover = `${day(policy.cover.from)} – ${day(policy.cover.to)}`;
  if (policy.language === 'pl')
    return renderMail({
      language: 'pl',
      subject: `Twój rower jest ubezpieczony: polisa ${policy.policyNumber}`,
      heading: `Dzień dobry, ${policy.buyerName}!`,
      paragraphs: [
        `Sprzedawca zarejestrował Twój rower ${policy.productName} u ubezpieczyciela. Ubezpieczenie jest bezpłatne i obowiązuje przez 12 miesięcy od dnia następującego po dniu zakupu.`,
        'Certyfikat ubezpieczenia znajdziesz w załączniku (PDF): jest w nim, co obejmuje ubezpieczenie, a czego nie, i jakim zabezpieczeniem przypinać rower.',
        'Kradzież lub rabunek zgłoś na policję w ciągu 48 godzin od zdarzenia.',
      ],
      details: [
        { label: 'Numer polisy', value: policy.policyNumber },
        { label: 'Numer ramy', value: policy.frameNumber },
        { label: 'Okres ochrony', value: cover },
        { label: 'Suma ubezpieczenia', value: sum },
      ],
      action: { label: 'Sprawdź ubezpieczenie roweru', url: pageUrl },
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
      shop,
    });
  return renderMail({
    language: 'en',
    subject: `Your bike is insured: policy ${policy.policyNumber}`,
    heading: `Hello ${policy.buyerName},`,
    paragraphs: [
      `Your dealer registered your bike ${policy.productName} with the insurer. The insurance is free and lasts 12 months from the day after the day of purchase.`,
      'The insurance certificate is attached (PDF): it says what the insurance covers and what it does not, and which locks to use.',
      'Report a theft or robbery to the police within 48 hours of the event.',
    ],
    details: [
      { label: 'Policy number', value: policy.policyNumber },
      { label: 'Frame number', value: policy.frameNumber },
      { label: 'Cover period', value: cover },
      { label: 'Insured sum', value: sum },
    ],
    action: { label: 'Check your bike’s insurance', url: pageUrl },
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    shop,
  });
}
