import type { Region, StorefrontLanguage } from '@shop/contracts';

/** The 16 voivodeships in both storefront languages; SPEC §3 lists the codes in Polish alphabetical order. */
export const voivodeships: Record<Exclude<Region, 'other'>, { pl: string; en: string }> = {
  pl_ds: { pl: 'dolnośląskie', en: 'Lower Silesian' },
  pl_kp: { pl: 'kujawsko-pomorskie', en: 'Kuyavian-Pomeranian' },
  pl_lb: { pl: 'lubelskie', en: 'Lublin' },
  pl_ls: { pl: 'lubuskie', en: 'Lubusz' },
  pl_lo: { pl: 'łódzkie', en: 'Łódź' },
  pl_mp: { pl: 'małopolskie', en: 'Lesser Poland' },
  pl_mz: { pl: 'mazowieckie', en: 'Masovian' },
  pl_op: { pl: 'opolskie', en: 'Opole' },
  pl_pk: { pl: 'podkarpackie', en: 'Subcarpathian' },
  pl_pd: { pl: 'podlaskie', en: 'Podlaskie' },
  pl_pm: { pl: 'pomorskie', en: 'Pomeranian' },
  pl_sl: { pl: 'śląskie', en: 'Silesian' },
  pl_sw: { pl: 'świętokrzyskie', en: 'Holy Cross' },
  pl_wm: { pl: 'warmińsko-mazurskie', en: 'Warmian-Masurian' },
  pl_wp: { pl: 'wielkopolskie', en: 'Greater Poland' },
  pl_zp: { pl: 'zachodniopomorskie', en: 'West Pomeranian' },
};

export type Voivodeship = keyof typeof voivodeships;

export function regionName(code: string, lang: StorefrontLanguage): string {
  return voivodeships[code as Voivodeship]?.[lang] ?? code;
}
