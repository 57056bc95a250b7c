/** The icon of a deposit channel kind (merchant JSON payments.depositChannels[].kind). */
export const CHANNEL_ICON: Record<string, string> = {
  bank: 'deposit',
  ewallet: 'wallet',
  crypto: 'sparkle',
  card: 'cards',
  qr: 'record',
};
