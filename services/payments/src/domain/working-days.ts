// Working days in Poland live in @shop/contracts (working-days.ts), shared with orders' KSeF offline deadline.
export { addCalendarDays, addWorkingDays, easterSunday, isWorkingDay, polishHolidays } from '@shop/contracts';
