// The accessibility statement as the shop first publishes it (issue 27; docs/decisions/accessibility.md).
// Staff keep it true through PUT /api/admin/content-pages/accessibility-statement; this is only the first text.
// Body: constrained text, paragraphs separated by an empty line, "## " a sub-heading.

const pl = (company: string) =>
  `${company} chce, aby z naszego sklepu internetowego mógł wygodnie korzystać każdy – także osoby z niepełnosprawnościami, osoby starsze i korzystające z czytników ekranu, powiększenia czy samej klawiatury. Ta deklaracja dotyczy sklepu pod tym adresem: stron sklepu, konta klienta, koszyka i kasy, formularzy oraz dokumentów, które sklep wystawia.

## Zgodność ze standardami

Sklep jest projektowany i sprawdzany pod kątem zgodności ze standardem WCAG 2.1 na poziomie AA oraz z normą zharmonizowaną EN 301 549, zgodnie z ustawą z 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań dostępności niektórych produktów i usług przez podmioty gospodarcze (wdrażającą Europejski akt o dostępności). Sklep jest częściowo zgodny: wyjątki opisujemy niżej.

## Jak sprawdzamy dostępność

Każda zmiana w sklepie przechodzi testy w prawdziwej przeglądarce, po polsku i po angielsku. W każdym z tych scenariuszy narzędzie axe-core sprawdza strony według reguł WCAG 2.1 A i AA, a osobny test nie przepuszcza zmiany, jeśli na głównych stronach sklepu (strona główna, kategoria, produkt, koszyk, kasa, logowanie, strony informacyjne i ta deklaracja) pojawi się jakiekolwiek naruszenie. Część scenariuszy przechodzimy wyłącznie klawiaturą: menu, formularze, koszyk i wylogowanie. Pola formularzy mają etykiety, komunikaty o błędach są czytane przez czytniki ekranu, a strony działają na telefonach i przy powiększeniu tekstu.

Testy automatyczne nie wychwytują wszystkiego. Sklep nie przeszedł jeszcze niezależnego audytu dostępności z udziałem osób korzystających z technologii asystujących.

## Znane wyjątki

Dokumenty PDF wystawiane przez sklep (faktury, dokumenty zamówień i zwrotów, cenniki, katalog, karty produktów, certyfikaty ubezpieczenia, deklaracje zgodności i instrukcje) są drukowane jako PDF ze znacznikami (nagłówki, tabele, kolejność czytania), ale nie sprawdziliśmy ich zgodności z normą PDF/UA. Jeśli dokument jest dla Ciebie nieczytelny, napisz do nas – prześlemy jego treść w innej formie.

Płatności online i wnioski ratalne obsługują na swoich stronach Tpay, PolCard oraz banki (eRaty Santander, Credit Agricole). Za dostępność tych stron odpowiadają ich operatorzy.

Mapa sklepów i serwisów w wyszukiwarce „Gdzie kupić” jest obrazem; te same sklepy z adresami, godzinami otwarcia i telefonami są wypisane tekstowo obok mapy.

Zdjęcia produktów i obrazy w aktualnościach mają opisy alternatywne, ale filmy w serwisach społecznościowych, do których prowadzą linki w stopce, nie należą do sklepu.

## Zgłoś problem z dostępnością

Jeśli coś w sklepie jest dla Ciebie niedostępne, napisz do nas przez formularz kontaktowy, wybierając temat „Dostępność sklepu”, albo zadzwoń do biura obsługi klienta. Podaj, której strony lub dokumentu dotyczy problem i jak możemy się z Tobą skontaktować; możesz też poprosić o informację lub dokument w innej formie. Odpowiemy najpóźniej w ciągu 7 dni roboczych, a jeśli naprawa potrwa dłużej, napiszemy, kiedy ją przewidujemy.

## Procedura egzekwowania

Jeśli nasza odpowiedź Cię nie zadowala albo uważasz, że sklep nie spełnia wymagań dostępności, możesz złożyć skargę do Prezesa Zarządu Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych (PFRON), który w Polsce nadzoruje spełnianie wymagań dostępności usług, w tym handlu elektronicznego (al. Jana Pawła II 13, 00-828 Warszawa, www.pfron.org.pl). Skargę można złożyć pisemnie, elektronicznie lub ustnie do protokołu. Możesz też skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów.

## Data przeglądu

Deklarację sporządziliśmy na podstawie testów sklepu i ostatnio ją przejrzeliśmy w dniu podanym niżej. Przeglądamy ją co najmniej raz w roku i po każdej większej zmianie sklepu.`;

const en = (company: string) =>
  `${company} wants everyone to be able to use our online shop comfortably, including people with disabilities, older people and anyone using a screen reader, magnification or only a keyboard. This statement covers the shop at this address: its pages, the customer account, the cart and checkout, its forms and the documents the shop issues.

## Standards

The shop is designed and checked against the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the harmonised standard EN 301 549, as the Polish act of 26 April 2024 on the accessibility of certain products and services (implementing the European Accessibility Act) requires. The shop is partially compliant: the exceptions are listed below.

## How we check

Every change to the shop goes through tests in a real browser, in Polish and in English. In each of these journeys axe-core checks the pages against the WCAG 2.1 A and AA rules, and a separate test stops any change that brings a single violation to the shop's main pages (home, collection, product, cart, checkout, sign-in, the information pages and this statement). Some journeys are made with the keyboard alone: the menu, forms, the cart and signing out. Form fields have labels, error messages are announced to screen readers, and the pages work on phones and with enlarged text.

Automated tests do not catch everything. The shop has not yet had an independent accessibility audit with people who use assistive technology.

## Known exceptions

The PDF documents the shop issues (invoices, order and return documents, price lists, the catalogue, product cards, insurance certificates, declarations of conformity and manuals) are printed as tagged PDFs (headings, tables, reading order), but we have not checked them against the PDF/UA standard. If a document is hard for you to read, write to us and we will send its content in another form.

Online payments and installment applications take place on the pages of Tpay, PolCard and the banks (eRaty Santander, Credit Agricole). Those pages' accessibility is their operators' responsibility.

The map of shops and service points in the store locator is a picture; the same shops, with their addresses, opening hours and phone numbers, are listed as text beside it.

Product pictures and news images have text alternatives, but the videos on the social media the footer links to are not part of the shop.

## Report an accessibility problem

If something in the shop is not accessible to you, write to us through the contact form, choosing the topic "Shop accessibility", or call customer service. Tell us which page or document the problem is on and how we can reach you; you may also ask for information or a document in another form. We answer within 7 working days at the latest, and if a fix takes longer, we tell you when to expect it.

## Enforcement procedure

If our answer does not satisfy you, or you believe the shop does not meet the accessibility requirements, you can file a complaint with the President of the Management Board of the State Fund for Rehabilitation of Disabled Persons (PFRON), which supervises the accessibility of services in Poland, e-commerce included (al. Jana Pawła II 13, 00-828 Warszawa, www.pfron.org.pl). A complaint can be made in writing, electronically or orally for the record. A municipal or district consumer ombudsman can also help you.

## Review

We prepared this statement from the shop's tests and last reviewed it on the date below. We review it at least once a year and after every major change to the shop.`;

/** The first text, naming the company as the shop settings name it when the page is first stored. */
export const accessibilityStatement = (company: string) => ({
  title: { pl: 'Deklaracja dostępności', en: 'Accessibility statement' },
  body: { pl: pl(company), en: en(company) },
  reviewedOn: '2026-11-27',
});
