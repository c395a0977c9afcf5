import { ContactMessageReceived, ContactTopic } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../db/schema';
import { defaultMailboxes } from '../settings';
import { type CmsTestService, en, pl, startCms } from '../test-support';

let cms: CmsTestService;
let stop: () => Promise<void>;
let bus: EventBus;
const received: Array<{ messageId: string; topic: string; department: string; email: string }> = [];

const form = {
  name: 'Anna Nowak-Kowalska',
  phone: '+48 601 234 567',
  email: 'anna@example.pl',
  topic: 'service',
  message: 'Mój rower nie ładuje baterii po zimie. Co mogę zrobić?',
  consent: true,
};

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  // The marketing mailbox is moved by configuration; the others keep their defaults.
  ({ cms, stop } = await startCms({ bus, env: { CONTACT_MAILBOXES: '{"marketing":"pr@zefir.example"}' } }));
  await bus.consume({
    durable: 'test-contact',
    stream: 'cms',
    subjects: [ContactMessageReceived.subject],
    handler: async ({ envelope }) => {
      received.push(envelope.data as (typeof received)[number]);
    },
  });
});
afterAll(async () => {
  await stop?.();
  await bus?.close();
});

const rows = () => cms.context.db.select().from(contactMessages);
const events = () => cms.context.db.select().from(outbox);

describe('POST /api/contact/message', () => {
  beforeEach(async () => {
    await cms.context.db.delete(contactMessages);
  });

  it('stores the message, answers the success text and announces it for its department in the same transaction', async () => {
    const answer = await cms.call('POST', '/api/contact/message', { body: form, headers: en });
    expect(answer).toMatchObject({
      status: 200,
      body: { sent: true, message: 'Your message has been sent. We will answer as soon as possible' },
    });
    const [stored] = await rows();
    expect(stored).toMatchObject({
      name: form.name,
      email: form.email,
      phone: form.phone,
      topic: 'service',
      language: 'en',
      department: 'serwis@zefir.example',
    });
    const [event] = (await events()).filter((row) => row.type === ContactMessageReceived.type);
    expect(event?.envelope).toMatchObject({ data: { messageId: stored!.id, department: 'serwis@zefir.example' } });
    await until(() => received.some((data) => data.messageId === stored!.id));
  });

  it('answers in Polish with the Polish success text', async () => {
    const answer = await cms.call('POST', '/api/contact/message', { body: { ...form, phone: '' }, headers: pl });
    expect(answer.body.message).toBe('Twoja wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe');
    const [stored] = await rows();
    expect(stored).toMatchObject({ phone: null, language: 'pl' });
  });

  it.each(ContactTopic.options)('routes the topic %s to its department mailbox', async (topic) => {
    const answer = await cms.call('POST', '/api/contact/message', { body: { ...form, topic }, headers: en });
    expect(answer.status).toBe(200);
    const expected = topic === 'marketing' ? 'pr@zefir.example' : defaultMailboxes[topic];
    expect((await rows()).map((row) => [row.topic, row.department])).toEqual([[topic, expected]]);
  });

  it('gives every field its SPEC text, with the failure text, and writes nothing', async () => {
    const before = (await events()).length;
    const answer = await cms.call('POST', '/api/contact/message', {
      body: {
        name: '12345',
        phone: 'call me',
        email: 'anna@',
        topic: 'complaint',
        message: 'Too short',
        consent: false,
      },
      headers: pl,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: 'Wysyłanie wiadomości nie powiodło się. Popraw błędy w formularzu',
      fields: {
        name: 'Imię i nazwisko wygląda na nieprawidłowe',
        phone: 'Wpisz poprawny numer telefonu',
        email: 'Wpisz poprawny adres e-mail',
        topic: 'Wybierz temat, aby Twoja wiadomość trafiła do właściwego działu',
        message: 'Wiadomość musi mieć od 10 do 5000 znaków',
        consent: 'Zgoda na przetwarzanie danych jest potrzebna, abyśmy mogli się z Tobą skontaktować',
      },
    });
    expect(await rows()).toEqual([]);
    expect(await events()).toHaveLength(before);
  });

  it('answers the English texts, and "required" for what is missing', async () => {
    const answer = await cms.call('POST', '/api/contact/message', { body: {}, headers: en });
    expect(answer.body.error.message).toBe('Sending the message failed. Please correct the errors in the form');
    expect(answer.body.error.fields).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      topic: 'Choose a topic so your message reaches the right department',
      message: 'This field is required',
      consent: 'We need your consent to data processing to contact you',
    });
  });

  it('holds the message to 10-5000 characters (after trimming) and the name to what a name looks like', async () => {
    const send = (body: object) =>
      cms.call('POST', '/api/contact/message', { body: { ...form, ...body }, headers: en });
    const range = 'The message must be between 10 and 5000 characters long';
    expect((await send({ message: '   123456789   ' })).body.error.fields).toEqual({ message: range });
    expect((await send({ message: 'x'.repeat(5001) })).body.error.fields).toEqual({ message: range });
    expect((await send({ message: '1234567890' })).status).toBe(200);
    expect((await send({ message: 'x'.repeat(5000) })).status).toBe(200);

    const invalidName = { name: 'The name looks invalid' };
    for (const name of ['A', 'http://spam.example', 'Jan <b>', 'x'.repeat(101)]) {
      expect((await send({ name })).body.error.fields, name).toEqual(invalidName);
    }
    for (const name of ['Łukasz Żółć', "Seán O'Brien", 'Anna Maria Wiśniewska-Kos', 'Dr. Jan Nowak']) {
      expect((await send({ name })).status, name).toBe(200);
    }
    expect((await send({ consent: 'true' })).body.error.fields).toEqual({
      consent: 'We need your consent to data processing to contact you',
    });
    expect((await send({ extra: 1 })).body.error.fields).toEqual({ extra: 'Unknown field' });
  });

  it('refuses a body that is not JSON without storing anything', async () => {
    const answer = await cms.call('POST', '/api/contact/message', {
      body: '{"name":',
      headers: { ...en, 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(await rows()).toEqual([]);
  });
});
