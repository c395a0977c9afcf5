import type { ReturnAction, ReturnItemStatus, ReturnStage, ReturnStatus, StorefrontLanguage } from '@shop/contracts';

// The words of a return's service report, as the shop's service writes them in each language (the status,
// stage and decision names are the ones the account and the panel show).

export interface ServiceReportText {
  title: string;
  issued: string;
  sections: {
    return: string;
    customer: string;
    items: string;
    history: string;
    thread: string;
    signatures: string;
  };
  fields: {
    number: string;
    status: string;
    stage: string;
    requestedAction: string;
    filedAt: string;
    purchaseDate: string;
    orderDate: string;
    order: string;
    noOrder: string;
    assignee: string;
    nobody: string;
    customer: string;
    address: string;
    email: string;
    phone: string;
    notes: string;
    attachments: string;
  };
  items: { product: string; category: string; problem: string; serials: string; decision: string; refund: string };
  history: { when: string; who: string; change: string; filed: string; customer: string };
  thread: {
    empty: string;
    customer: string;
    staff: string;
    attachments: string;
    shortened: (left: number) => string;
  };
  signatures: { technician: string; customer: string; place: string; date: string; signature: string };
  none: string;
  status: Record<ReturnStatus, string>;
  stage: Record<ReturnStage, string>;
  action: Record<ReturnAction, string>;
  itemStatus: Record<ReturnItemStatus, string>;
  page: string;
  of: string;
}

const pl: ServiceReportText = {
  title: 'Raport serwisowy',
  issued: 'Wydrukowano',
  sections: {
    return: 'Zgłoszenie',
    customer: 'Klient',
    items: 'Produkty i decyzje serwisu',
    history: 'Historia statusów',
    thread: 'Korespondencja',
    signatures: 'Podpisy',
  },
  fields: {
    number: 'Numer zgłoszenia',
    status: 'Status',
    stage: 'Etap',
    requestedAction: 'Oczekiwane rozwiązanie',
    filedAt: 'Data zgłoszenia',
    purchaseDate: 'Data zakupu',
    orderDate: 'Data zamówienia',
    order: 'Zamówienie',
    noOrder: 'nie powiązano',
    assignee: 'Prowadzący serwisant',
    nobody: 'nie przypisano',
    customer: 'Imię i nazwisko / firma',
    address: 'Adres zwrotny',
    email: 'E-mail',
    phone: 'Telefon',
    notes: 'Uwagi klienta',
    attachments: 'Załączniki zgłoszenia',
  },
  items: {
    product: 'Produkt',
    category: 'Kategoria',
    problem: 'Opis problemu',
    serials: 'Numery seryjne',
    decision: 'Decyzja',
    refund: 'Zwrócona kwota',
  },
  history: { when: 'Data', who: 'Kto', change: 'Zmiana', filed: 'Zgłoszenie przyjęte', customer: 'Klient' },
  thread: {
    empty: 'W zgłoszeniu nie było korespondencji.',
    customer: 'Klient',
    staff: 'Serwis',
    attachments: 'Załączniki',
    shortened: (left) => `[… skrócono, pominięto ${left} znaków]`,
  },
  signatures: {
    technician: 'Serwisant',
    customer: 'Klient',
    place: 'Miejscowość',
    date: 'Data',
    signature: 'Czytelny podpis',
  },
  none: '—',
  status: {
    new: 'Nowe',
    in_progress: 'W realizacji',
    on_hold: 'Wstrzymane',
    rejected: 'Odrzucone',
    ready_to_send: 'Gotowe do wysyłki',
    ready_to_pick: 'Gotowe do odbioru',
    sent: 'Wysłane',
    closed: 'Zamknięte',
  },
  stage: { warranty: 'Gwarancja', presales: 'Przed sprzedażą', post_warranty: 'Po gwarancji' },
  action: { repair: 'Naprawa', exchange: 'Wymiana', refund: 'Zwrot pieniędzy', other: 'Inne' },
  itemStatus: {
    request: 'Zgłoszone',
    refunded: 'Zwrócono pieniądze',
    repaired: 'Naprawione',
    replaced: 'Wymienione',
    rejected: 'Odrzucone',
    other: 'Inne',
  },
  page: 'Strona',
  of: 'z',
};

const en: ServiceReportText = {
  title: 'Service report',
  issued: 'Printed',
  sections: {
    return: 'Return',
    customer: 'Customer',
    items: 'Items and service decisions',
    history: 'Status history',
    thread: 'Messages',
    signatures: 'Signatures',
  },
  fields: {
    number: 'Return number',
    status: 'Status',
    stage: 'Stage',
    requestedAction: 'Requested action',
    filedAt: 'Filed on',
    purchaseDate: 'Purchase date',
    orderDate: 'Order date',
    order: 'Order',
    noOrder: 'not linked',
    assignee: 'Service technician in charge',
    nobody: 'not assigned',
    customer: 'Name / company',
    address: 'Return address',
    email: 'E-mail',
    phone: 'Phone',
    notes: "Customer's notes",
    attachments: 'Attachments of the return',
  },
  items: {
    product: 'Product',
    category: 'Category',
    problem: 'Problem',
    serials: 'Serial numbers',
    decision: 'Decision',
    refund: 'Refunded',
  },
  history: { when: 'Date', who: 'By', change: 'Change', filed: 'Return filed', customer: 'Customer' },
  thread: {
    empty: 'There were no messages on this return.',
    customer: 'Customer',
    staff: 'Service',
    attachments: 'Attachments',
    shortened: (left) => `[… shortened, ${left} characters left out]`,
  },
  signatures: {
    technician: 'Service technician',
    customer: 'Customer',
    place: 'Place',
    date: 'Date',
    signature: 'Signature',
  },
  none: '—',
  status: {
    new: 'New',
    in_progress: 'In progress',
    on_hold: 'On hold',
    rejected: 'Rejected',
    ready_to_send: 'Ready to send',
    ready_to_pick: 'Ready to pick up',
    sent: 'Sent',
    closed: 'Closed',
  },
  stage: { warranty: 'Warranty', presales: 'Before sale', post_warranty: 'After warranty' },
  action: { repair: 'Repair', exchange: 'Exchange', refund: 'Refund', other: 'Other' },
  itemStatus: {
    request: 'Requested',
    refunded: 'Refunded',
    repaired: 'Repaired',
    replaced: 'Replaced',
    rejected: 'Rejected',
    other: 'Other',
  },
  page: 'Page',
  of: 'of',
};

export const serviceReportText: Record<StorefrontLanguage, ServiceReportText> = { pl, en };
