import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InsurancePolicyRegistered } from '@shop/contracts';
import { documentsService } from '@shop/documents';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumPath, describeWithChromium } from '../../../documents/src/testing/chromium';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The buyer of a registered bike gets the insurance certificate (issue 25) from cms's
// `insurance-policy-registered`, the PDF printed by the real documents service, once for a redelivered event.

let notifications: TestService<typeof schema>;
// biome-ignore lint/suspicious/noExplicitAny: another service's schema
let documents: TestService<any, any>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-insurance-mails-'));

const registered = {
  policyId: crypto.randomUUID(),
  policyNumber: 'ZEF/2026/100001',
  frameNumber: 'ZF2026A00101',
  productName: 'Zefir Trail 29',
  purchaseDate: '2026-11-20',
  cover: { from: '2026-11-21', to: '2027-11-20' },
  insuredSum: { amount: 1_500_000, currency: 'PLN' },
  buyerName: 'Jan Kowalski',
  buyerEmail: 'jan.kowalski@example.pl',
  language: 'pl',
};

async function deliver(data: Record<string, unknown>, id = crypto.randomUUID()) {
  await bus.publish(InsurancePolicyRegistered.subject, {
    id,
    type: InsurancePolicyRegistered.type,
    source: 'cms',
    occurredAt: new Date().toISOString(),
    data,
  });
  let rows: Array<typeof mails.$inferSelect> = [];
  await until(
    async () => {
      rows = await notifications.context.db
        .select()
        .from(mails)
        .where(and(eq(mails.eventId, id), eq(mails.state, 'sent')));
      return rows.length >= 1;
    },
    30_000,
    'the certificate e-mail',
  );
  const emlOf = (row: typeof mails.$inferSelect) => {
    const file = readdirSync(join(dataDir, 'mail')).find((name) =>
      name.includes(row.messageId.replace(/[^\w.@-]/g, '')),
    );
    return readFileSync(join(dataDir, 'mail', file!), 'utf8');
  };
  return { id, sent: rows.map((row) => ({ row, eml: emlOf(row) })) };
}

describeWithChromium('insurance certificate e-mails', () => {
  beforeAll(async () => {
    bus = createLocalBus({ log: createLogger('test', 'silent') });
    await bus.ensureStream('cms');
    documents = await startTestService(documentsService, { env: { CHROMIUM_PATH: chromiumPath, DATA_DIR: dataDir } });
    notifications = await startTestService(notificationsService, {
      bus,
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://sklep.zefir.example/', DOCUMENTS_URL: documents.url },
    });
  }, 120_000);
  afterAll(async () => {
    await notifications?.stop();
    await documents?.stop();
    await bus?.close();
  });

  it('sends the buyer the certificate PDF once, in Polish', async () => {
    const { id, sent } = await deliver(registered);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.row).toMatchObject({
      template: 'insurance-certificate',
      recipient: 'jan.kowalski@example.pl',
      subject: 'Twój rower jest ubezpieczony: polisa ZEF/2026/100001',
    });
    expect(mail.row.text).toContain('ZF2026A00101');
    expect(mail.row.text).toContain('21.11.2026 – 20.11.2027');
    expect(mail.row.text).toContain('48 godzin');
    expect(mail.row.text).toContain('https://sklep.zefir.example/pl/ubezpieczenie');
    expect(mail.eml).toMatch(/Content-Type: application\/pdf;\s+name=certyfikat-ubezpieczenia-zf2026a00101\.pdf/);

    // The same event again (a redelivery) sends nothing more.
    await deliver(registered, id);
    const all = await notifications.context.db.select().from(mails).where(eq(mails.eventId, id));
    expect(all).toHaveLength(1);
  }, 60_000);

  it('writes in English for an English buyer', async () => {
    const { sent } = await deliver({ ...registered, policyId: crypto.randomUUID(), language: 'en' });
    expect(sent[0]!.row.subject).toBe('Your bike is insured: policy ZEF/2026/100001');
    expect(sent[0]!.row.text).toContain('within 48 hours');
    expect(sent[0]!.eml).toContain('insurance-certificate-zf2026a00101.pdf');
  }, 60_000);
});
