import { formatDate } from '@core/dates';

/** `<input type="datetime-local">` works in local time without a zone; the API in ISO instants. */
export const toLocalInput = (iso: string | undefined): string => formatDate(iso, 'localInput');

/** The instant of a local input value; undefined when empty or not a date. */
export { fromLocalInput } from '@core/dates';

/** A date and time for lists: DD/MM/YYYY HH:mm (local time), the same in both console languages. */
export const shortDateTime = (iso: string): string => formatDate(iso, 'dayTime');
