import { formatDate } from '@shop/platform';

/** A moment as staff read it: `dd.MM.yyyy HH:mm` (SPEC §9 date format) in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)} ${time}`;
}
