import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createAsStaff, panel, signInAs } from './support/back-office';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 25, in Polish and English against embedded mode: the service manager registers a demo frame the
// factory completed (warehouse demo data; the registration journey uses the other four), then on the policy's
// page in the back office records an accidental damage claim with a payout; the storefront's insurance check
// shows the remaining sum ("Pozostała suma ubezpieczenia: 4 200,00 zł"). Then a theft claim with its police
// report and a payout end the policy, and the check says expired. The theft claim gets the police report's
// scan as a document (a ZIP named .jpg is refused). The policy page, its forms and the check pass axe.

/** yyyy-MM-dd of `days` ago in Warsaw (the insurance calendar). */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() - days * 86_400_000));
/** A `datetime-local` value `hours` ago, in the browser's (and this runner's) time zone. */
const hoursAgo = (hours: number) => {
  const date = new Date(Date.now() - hours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const zipBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
const zloty = (grosze: number) => (grosze / 100).toFixed(2).replace('.', ',');

const texts = {
  pl: {
    heading: 'Szkody i wypłaty',
    newClaim: 'Zgłoś szkodę',
    kind: /Rodzaj szkody/,
    occurred: /Data i godzina zdarzenia/,
    description: /Opis zdarzenia/,
    police: /Numer zgłoszenia na policję/,
    policeAt: /Data i godzina zgłoszenia na policję/,
    amount: /Kwota wypłaty/,
    payout: 'Zapisz wypłatę',
    claim: /Szkoda SZK\/\d{4}\/\d{6}: przypadkowe uszkodzenie/,
    theft: /Szkoda SZK\/\d{4}\/\d{6}: kradzież z włamaniem/,
    remainingAdmin: /Pozostała suma ubezpieczenia: 4\s200,00\szł/,
    ended: /Polisa zakończona wypłatą odszkodowania za kradzież/,
    checkPage: '/pl/ubezpieczenie',
    checkFrame: /Numer ramy/,
    checkDate: /Data zakupu/,
    check: 'Sprawdź ubezpieczenie',
    remaining: /Pozostała suma ubezpieczenia: 4\s200,00\szł/,
    expired: 'Twoje ubezpieczenie wygasło',
    attach: 'Dołącz dokumenty',
    download: (name: string) => `Pobierz ${name}`,
    wrongType: 'Plik „rower.jpg” ma nieobsługiwany format (dozwolone: PDF, JPG, PNG).',
  },
  en: {
    heading: 'Claims and payouts',
    newClaim: 'Record a claim',
    kind: /Kind of loss/,
    occurred: /Date and time of the event/,
    description: /What happened/,
    police: /Police report number/,
    policeAt: /Date and time of the police report/,
    amount: /Payout \(PLN\)/,
    payout: 'Record a payout',
    claim: /Claim SZK\/\d{4}\/\d{6}: accidental damage/,
    theft: /Claim SZK\/\d{4}\/\d{6}: theft with forced entry/,
    remainingAdmin: /Remaining insured sum: .*4.200\.00/,
    ended: /The policy ended with a theft payout/,
    checkPage: '/en/ebike-insurance',
    checkFrame: /Frame number/,
    checkDate: /Purchase date/,
    check: 'Check insurance',
    remaining: /Remaining insured sum: .*4.200\.00/,
    expired: 'Your insurance has expired',
    attach: 'Attach documents',
    download: (name: string) => `Download ${name}`,
    wrongType: 'The file “rower.jpg” is not of an accepted type (PDF, JPG, PNG).',
  },
};

for (const [lang, frameNumber] of [
  ['pl', 'ZF2026D00005'],
  ['en', 'ZF2026D00006'],
] as const) {
  const t = texts[lang];

  test(`the service desk records claims and payouts and the check shows the remaining sum (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const purchaseDate = daysAgo(20);
    await signInAs(page.request, 'kierownik.serwisu@zefir.example');
    const policy = await createAsStaff(page.request, '/api/admin/insurance/policies', {
      frameNumber,
      purchaseDate,
      buyerName: 'Anna Nowak',
      buyerEmail: `kupujaca-${lang}-${Date.now()}@example.pl`,
      buyerLanguage: lang,
      saleDocument: 'PAR/2026/11/7',
    });
    const insuredSum: number = policy.insuredSum.amount;

    await page.goto(`/${lang}/admin/insurance/${policy.id}`);
    const admin = panel(page);
    await expect(admin.getByRole('heading', { level: 2, name: t.heading })).toBeVisible({ timeout: 30_000 });
    const claimForm = admin.getByRole('region', { name: t.newClaim });
    await claimForm.getByLabel(t.kind).selectOption('accidental_damage');
    await claimForm.getByLabel(t.occurred).fill(hoursAgo(30));
    await claimForm.getByLabel(t.description).fill('Upadek na oblodzonej ścieżce, pęknięty błotnik i wyświetlacz');
    await expectNoSeriousA11yViolations(page, `recording a claim (${lang})`);
    await claimForm.getByRole('button', { name: t.newClaim }).click();

    const damage = admin.getByRole('article', { name: t.claim });
    await expect(damage).toBeVisible({ timeout: 20_000 });
    await damage.getByLabel(t.amount).fill(zloty(insuredSum - 420_000));
    await damage.getByRole('button', { name: t.payout }).click();
    await expect(admin.getByText(t.remainingAdmin)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `a policy's claims and payouts (${lang})`);

    // The storefront's check: insured, with what remains.
    await page.goto(t.checkPage);
    await expectScreen(page, 'mf-catalog', 'insurance');
    const check = remoteFrame(page, 'mf-catalog', 'insurance');
    await check.getByLabel(t.checkFrame).fill(frameNumber);
    await check.getByLabel(t.checkDate).fill(purchaseDate);
    await check.getByRole('button', { name: t.check }).click();
    await expect(check.getByRole('status')).toContainText(t.remaining, { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `the insurance check with the remaining sum (${lang})`);

    // A theft reported to the police in time, paid: the policy ends.
    await page.goto(`/${lang}/admin/insurance/${policy.id}`);
    const theftForm = panel(page).getByRole('region', { name: t.newClaim });
    await theftForm.getByLabel(t.kind).selectOption('theft_forced_entry');
    await theftForm.getByLabel(t.occurred).fill(hoursAgo(20));
    await theftForm.getByLabel(t.description).fill('Kradzież z piwnicy, przecięte zapięcie U-lock');
    await theftForm.getByLabel(t.police).fill('KMP-1234/26');
    await theftForm.getByLabel(t.policeAt).fill(hoursAgo(10));
    await theftForm.getByRole('button', { name: t.newClaim }).click();
    const theft = panel(page).getByRole('article', { name: t.theft });
    await expect(theft).toBeVisible({ timeout: 20_000 });
    await expect(theft).toContainText('KMP-1234/26');
    // The police report's scan goes with the claim; a ZIP named .jpg is refused by its content.
    await theft.getByLabel(t.attach).setInputFiles([
      { name: 'notatka-policji.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
      { name: 'rower.jpg', mimeType: 'image/jpeg', buffer: zipBytes },
    ]);
    await expect(theft.getByRole('button', { name: t.download('notatka-policji.pdf') })).toBeVisible({
      timeout: 20_000,
    });
    await expect(theft.getByText(t.wrongType)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a claim's documents (${lang})`);
    await theft.getByLabel(t.amount).fill('4200');
    await theft.getByRole('button', { name: t.payout }).click();
    await expect(panel(page).getByText(t.ended)).toBeVisible({ timeout: 20_000 });
    await expect(panel(page).getByRole('region', { name: t.newClaim })).toHaveCount(0);

    await page.goto(t.checkPage);
    const after = remoteFrame(page, 'mf-catalog', 'insurance');
    await after.getByLabel(t.checkFrame).fill(frameNumber);
    await after.getByLabel(t.checkDate).fill(purchaseDate);
    await after.getByRole('button', { name: t.check }).click();
    await expect(after.getByRole('status')).toContainText(t.expired, { timeout: 20_000 });
  });
}
