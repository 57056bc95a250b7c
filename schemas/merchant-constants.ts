/*
 * The merchant config's id lists, on their own: the player site imports these constants without the
 * schema that uses them (the schema-building calls of merchant.schema.ts stay out of its first load).
 */

export const MODULE_IDS = [
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'AFFMAN3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'REWCEN3',
  'CBS3',
] as const;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'birthday',
  'affiliateCode',
  'paymentPassword',
] as const;

export const AGENT_JOIN_FIELDS = [
  'realName',
  'mobileNum',
  'email',
  'telegram',
  'zalo',
  'channel',
  'message',
] as const;

/** An image CDN host entry: a full origin (`https://img1.example.com`) or a bare host (`img1.example.com`). */
export const IMAGE_CDN_PATTERN = '^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?$';
