import { describe, expect, it } from 'vitest';
import { addWorkingDays, easterSunday, isWorkingDay, polishHolidays } from './working-days';

describe('Polish public holidays', () => {
  it('computes Easter', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the holidays of 2026 and 2027, Christmas Eve included', () => {
    expect(polishHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-05-24',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(polishHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-28',
      '2027-03-29',
      '2027-05-01',
      '2027-05-03',
      '2027-05-16',
      '2027-05-27',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ]);
    expect(polishHolidays(2024)).not.toContain('2024-12-24');
  });
});

describe('transfer due dates: 7 working days', () => {
  it('skips weekends', () => {
    // Monday 23 Nov 2026 → Wednesday 2 Dec 2026.
    expect(addWorkingDays('2026-11-23', 7)).toBe('2026-12-02');
    // Ordered on a Saturday: the week starts on Monday.
    expect(addWorkingDays('2026-11-28', 7)).toBe('2026-12-08');
  });

  it('skips Independence Day, Christmas and New Year', () => {
    // Thu 5 Nov 2026: 6, 9, 10, (11 holiday), 12, 13, 16, 17.
    expect(addWorkingDays('2026-11-05', 7)).toBe('2026-11-17');
    // Fri 18 Dec 2026: 21, 22, 23, (24, 25 holidays), 28, 29, 30, 31.
    expect(addWorkingDays('2026-12-18', 7)).toBe('2026-12-31');
    // Mon 28 Dec 2026: 29, 30, 31, (1 Jan holiday), 4, 5, (6 Jan holiday), 7, 8.
    expect(addWorkingDays('2026-12-28', 7)).toBe('2027-01-08');
  });

  it('skips Easter Monday and Corpus Christi of 2027', () => {
    // Thu 25 Mar 2027: 26, (29 Easter Monday), 30, 31, 1 Apr, 2, 5, 6.
    expect(addWorkingDays('2027-03-25', 7)).toBe('2027-04-06');
    // Tue 25 May 2027: 26, (27 Corpus Christi), 28, 31, 1 Jun, 2, 3, 4.
    expect(addWorkingDays('2027-05-25', 7)).toBe('2027-06-04');
    // 3 May 2027 is a Monday holiday; Fri 30 Apr: (3 May), 4, 5, 6, 7, 10, 11, 12.
    expect(addWorkingDays('2027-04-30', 7)).toBe('2027-05-12');
    expect(isWorkingDay('2027-05-03')).toBe(false);
    expect(isWorkingDay('2027-05-04')).toBe(true);
  });
});
