/** Date and time in the console language (operators read local time). */
export const formatTime = (iso: string | undefined, lang: string): string =>
  iso
    ? new Date(iso).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '';
